import type mailEn from './en';

const mailDe: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Ihr Geschenk öffnen',
  'mail.sentOnBehalf': 'Im Auftrag von {speaker} mit SpeakerPro gesendet. Antworten gehen an {speaker}.',
  'mail.footer.reason': 'Sie erhalten diese E-Mail, weil Sie SpeakerPro Ihre E-Mail-Adresse gegeben haben.',
  'mail.footer.reasonInvited':
    'Sie erhalten diese einmalige Einladung, weil eine Rednerin oder ein Redner, die SpeakerPro nutzen, uns gebeten hat, sie Ihnen zu schicken.',
  'mail.footer.unsubscribe': 'Abmelden',
  'mail.footer.unsubscribeAt': 'Abmelden: {url}',
};

export default mailDe;
