import type { GeneratedEmail } from '../../../shared/contract/campaigns';

/** The generated e-mails as one text to paste into a mail program, one block per recipient. */
export function formatEmailsForClipboard(emails: GeneratedEmail[]): string {
  return emails
    .map((e) =>
      [`To: ${e.name ? `${e.name} <${e.email}>` : e.email}`, `Reply-To: ${e.replyTo}`, `Subject: ${e.subject}`, '', e.textContent].join(
        '\n',
      ),
    )
    .join('\n\n----------\n\n');
}
