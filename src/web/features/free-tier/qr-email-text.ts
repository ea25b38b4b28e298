import type { FreeSignupResponse } from '../../../shared/contract/free-tier';
import { FREE_TIER_MESSAGES as M } from '../../../shared/domain/free-tier';

/**
 * What the wizard says once the page exists, by what became of the QR code e-mail (decision 019):
 * "Sent" only when the mail server accepted it.
 */
export function qrEmailOutcome(emailStatus: FreeSignupResponse['emailStatus'], email: string | undefined, existing: boolean) {
  const alreadyHad = existing ? ' You already had a feedback page with this e-mail; it stays as it was.' : '';
  switch (emailStatus) {
    case 'sent':
      return { title: M.qrSentTitle, detail: `Check your inbox at ${email ?? 'your address'}.${alreadyHad}` };
    case 'queued':
      return { title: 'QR Code Ready', detail: `Your QR code e-mail is queued and will be sent shortly.${alreadyHad}` };
    case 'outbox':
      return {
        title: 'QR Code Ready',
        detail: `No mail server is configured, so your QR code e-mail is kept in the outbox. Your page and QR code are on the next page.${alreadyHad}`,
      };
    default:
      return { title: 'QR Code Ready', detail: `Your page and QR code are on the next page.${alreadyHad}` };
  }
}

/** The outcome as one sentence for the success page ("QR Code Sent! Check your inbox at …"). */
export function qrEmailOutcomeSentence(outcome: { title: string; detail: string }): string {
  return `${outcome.title}${/[.!?]$/.test(outcome.title) ? '' : '.'} ${outcome.detail}`;
}
