import { describe, expect, it } from 'vitest';
import { contactsCopiedToast, leadDownloadToast, notContactableCount } from './lead-download-text';

describe('lead download toasts', () => {
  it('says e-mailed only when the mail server accepted the copy', () => {
    expect(leadDownloadToast('all-leads', 'sent', 0)).toEqual({
      title: 'All Leads Downloaded!',
      description: 'CSV downloaded and e-mailed to you.',
    });
    expect(leadDownloadToast('hot-leads', 'outbox', 0).description).toBe(
      'CSV downloaded. The e-mailed copy is kept in the outbox: no mail server is configured.',
    );
    expect(leadDownloadToast('hot-leads', 'failed', 0).description).toBe('CSV downloaded. The e-mailed copy could not be sent.');
    expect(leadDownloadToast('hot-leads', 'queued', 0).description).toMatch(/could not be sent yet/);
    expect(leadDownloadToast('hot-leads', null, 0).description).toBe('CSV downloaded.');
  });

  it('counts the attendees the file leaves out', () => {
    expect(leadDownloadToast('hot-leads', 'sent', 3).description).toBe(
      'CSV downloaded and e-mailed to you. 3 more 4-5 star attendees are not named: they did not ask to be contacted or asked not to share their details.',
    );
    expect(leadDownloadToast('all-leads', 'sent', 1).description).toBe(
      'CSV downloaded and e-mailed to you. 1 more attendee is not named: they did not ask to be contacted or asked not to share their details.',
    );
    expect(contactsCopiedToast(2).description).toBe(
      'The attendees who agreed to be contacted are on your clipboard as CSV. 2 more attendees are not named: they did not ask to be contacted or asked not to share their details.',
    );
  });

  it('reads the count header defensively', () => {
    expect(notContactableCount('4')).toBe(4);
    expect(notContactableCount(null)).toBe(0);
    expect(notContactableCount('-1')).toBe(0);
    expect(notContactableCount('x')).toBe(0);
  });
});
