/** English messages of the words around a speaker's own text in the e-mails an attendee receives; every language has a file beside this one. */
const mailEn = {
  'mail.giftButton': 'Open your gift',
  'mail.sentOnBehalf': 'Sent on behalf of {speaker} with SpeakerPro. Replies go to {speaker}.',
  'mail.footer.reason': 'You are receiving this because you gave your e-mail to SpeakerPro.',
  'mail.footer.reasonInvited': 'You are receiving this one invitation because a speaker who uses SpeakerPro asked us to send it to you.',
  'mail.footer.unsubscribe': 'Unsubscribe',
  'mail.footer.unsubscribeAt': 'Unsubscribe: {url}',
} as const;

export default mailEn;
