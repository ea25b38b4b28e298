// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { speakerProfileQueryKey } from '../../lib/use-speaker-profile';
import { buildProfilePayload, readDraft, writeDraft } from './onboarding-draft';
import { Step2Page } from './step2-page';

// Step 2 is where a speaker says which clock they live by: lead files and reports read times on it.
function renderStep2(profile: Pick<SpeakerProfile, 'timeZone' | 'phoneNumber' | 'websiteUrl' | 'linkedinUrl'> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(speakerProfileQueryKey, profile);
  const router = createMemoryRouter(
    [
      { path: '/speaker/onboarding/step2', element: <Step2Page /> },
      { path: '*', element: <p>next step</p> },
    ],
    { initialEntries: ['/speaker/onboarding/step2'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  writeDraft(window.sessionStorage, {
    currentStep: 2,
    step1: { firstName: 'Ana', lastName: 'Lima', workEmail: 'ana@example.com', bio: '' },
  });
});
afterEach(cleanup);

describe('onboarding step 2: the speaker’s time zone', () => {
  it('shows the saved profile’s zone, and the one chosen is what the profile is saved with', async () => {
    renderStep2({ timeZone: 'Asia/Tokyo', phoneNumber: null, websiteUrl: null, linkedinUrl: null });
    const select = await screen.findByLabelText<HTMLSelectElement>('Your time zone');
    expect(select.value).toBe('Asia/Tokyo');
    await userEvent.selectOptions(select, 'Europe/Copenhagen');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('next step');
    const draft = readDraft(window.sessionStorage);
    expect(draft.step2?.timeZone).toBe('Europe/Copenhagen');
    expect(buildProfilePayload(draft, null).timeZone).toBe('Europe/Copenhagen');
  });

  it('starts a new speaker on this browser’s clock', async () => {
    renderStep2(null);
    const select = await screen.findByLabelText<HTMLSelectElement>('Your time zone');
    expect(select.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByText(/Lead files, reports and your talks’ times use this clock/)).toBeTruthy();
  });
});
