import type mailEn from './en';

const mailNl: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Open je cadeau',
  'mail.sentOnBehalf': 'Namens {speaker} verzonden met SpeakerPro. Reacties gaan naar {speaker}.',
  'mail.footer.reason': 'Je ontvangt deze e-mail omdat je je e-mailadres aan SpeakerPro hebt gegeven.',
  'mail.footer.reasonInvited':
    'Je ontvangt deze eenmalige uitnodiging omdat een spreker die SpeakerPro gebruikt ons vroeg hem naar je te sturen.',
  'mail.footer.unsubscribe': 'Afmelden',
  'mail.footer.unsubscribeAt': 'Afmelden: {url}',
};

export default mailNl;
