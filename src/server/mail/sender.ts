import addressparser from 'nodemailer/lib/addressparser';
import type { MailSender } from '../../shared/contract/waitlist';

/** The address and display name of the configured sender (MAIL_FROM), as a recipient sees it. */
export function mailSender(mailFrom: string): MailSender {
  const [first] = addressparser(mailFrom, { flatten: true });
  return { address: first?.address ?? mailFrom.trim(), name: first?.name ? first.name : null };
}
