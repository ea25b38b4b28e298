import { notContactableNote } from '../../../shared/domain/leads';

export type LeadFileKind = 'hot-leads' | 'all-leads';

/** What the server did with the e-mailed copy of a lead file (its `X-Emailed` header: the mail's status). */
function emailedCopy(emailed: string | null): string {
  switch (emailed) {
    case 'sent':
      return 'CSV downloaded and e-mailed to you.';
    case 'queued':
      return 'CSV downloaded. The e-mailed copy could not be sent yet; it will be tried again.';
    case 'outbox':
      return 'CSV downloaded. The e-mailed copy is kept in the outbox: no mail server is configured.';
    case 'failed':
      return 'CSV downloaded. The e-mailed copy could not be sent.';
    default:
      return 'CSV downloaded.';
  }
}

/**
 * The toast after a lead download says what really happened (decision 019): whether the copy was
 * e-mailed, and how many attendees the file leaves out because they may not be named.
 */
export function leadDownloadToast(kind: LeadFileKind, emailed: string | null, notContactable: number) {
  const note = notContactableNote(notContactable, kind);
  return {
    title: kind === 'hot-leads' ? 'Hot Leads Downloaded!' : 'All Leads Downloaded!',
    description: note ? `${emailedCopy(emailed)} ${note}` : emailedCopy(emailed),
  };
}

/** The toast after 'Export' copied the contacts to the clipboard. */
export function contactsCopiedToast(notContactable: number) {
  const note = notContactableNote(notContactable, 'all-leads');
  const copied = 'The attendees who agreed to be contacted are on your clipboard as CSV.';
  return { title: 'Contacts Copied!', description: note ? `${copied} ${note}` : copied };
}

/** The X-Not-Contactable header as a count (0 when absent or unreadable). */
export function notContactableCount(header: string | null): number {
  const n = Number(header);
  return Number.isInteger(n) && n > 0 ? n : 0;
}
