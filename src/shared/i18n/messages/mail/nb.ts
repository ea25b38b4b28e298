import type mailEn from './en';

const mailNb: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Åpne gaven din',
  'mail.sentOnBehalf': 'Sendt på vegne av {speaker} med SpeakerPro. Svar går til {speaker}.',
  'mail.footer.reason': 'Du får denne e-posten fordi du har gitt SpeakerPro e-postadressen din.',
  'mail.footer.reasonInvited': 'Du får denne ene invitasjonen fordi en foredragsholder som bruker SpeakerPro, ba oss sende den til deg.',
  'mail.footer.unsubscribe': 'Meld deg av',
  'mail.footer.unsubscribeAt': 'Meld deg av: {url}',
};

export default mailNb;
