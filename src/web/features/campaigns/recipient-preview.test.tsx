// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignRecipient } from '../../../shared/contract/campaigns';
import { campaignPreviewQueryOptions } from './api/preview-as-recipient';
import { RecipientPreview } from './recipient-preview';

const ID = 'c'.repeat(22);
const recipient = (name: string, email: string): CampaignRecipient => ({
  name,
  email,
  rating: null,
  status: 'pending',
  optedOut: false,
  excluded: false,
  skipReason: null,
});

afterEach(cleanup);

describe('previewing a campaign as one of its recipients', () => {
  it('shows the sample first, then the chosen recipient’s own e-mail', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(campaignPreviewQueryOptions(ID, 'wendy@example.com').queryKey, {
      name: 'Wendy Waits',
      email: 'wendy@example.com',
      subject: 'Welcome to SpeakerPro, Wendy!',
      text: 'Hi Wendy,\n\nYou scored 79 out of 120 on the readiness assessment.',
      html: '<p>Hi Wendy,</p>',
    });
    render(
      <QueryClientProvider client={client}>
        <RecipientPreview
          campaignId={ID}
          recipients={[recipient('Nora New', 'nora@example.com'), recipient('Wendy Waits', 'wendy@example.com')]}
          sample={{ subject: 'Welcome to SpeakerPro, Alex!', text: 'Hi Alex,' }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Welcome to SpeakerPro, Alex!')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Preview as'), 'wendy@example.com');
    const preview = await screen.findByRole('region', { name: 'E-mail preview for wendy@example.com' });
    expect(preview.textContent).toContain('Welcome to SpeakerPro, Wendy!');
    expect(preview.textContent).toContain('You scored 79 out of 120');
    expect(screen.queryByText('Hi Alex,')).toBeNull();
  });
});
