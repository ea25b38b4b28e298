import { useMailSender } from './api/get-mail-sender';

/**
 * Asks the visitor to let our messages through, naming the address they come from. Until the
 * address is known (or if it cannot be read) the sentence names the product instead.
 */
export function SenderReminder() {
  const sender = useMailSender();
  if (!sender.data) return <p>Our messages come from SpeakerPro; if one does not arrive, look in your spam folder.</p>;
  return (
    <p>
      Our messages come from <span className="font-medium break-all text-slate-900">{sender.data.address}</span>: add it to your contacts so
      they do not land in spam.
    </p>
  );
}
