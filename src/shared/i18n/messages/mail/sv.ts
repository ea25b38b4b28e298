import type mailEn from './en';

const mailSv: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Öppna din gåva',
  'mail.sentOnBehalf': 'Skickat på uppdrag av {speaker} med SpeakerPro. Svar går till {speaker}.',
  'mail.footer.reason': 'Du får det här mejlet eftersom du har gett SpeakerPro din e-postadress.',
  'mail.footer.reasonInvited': 'Du får den här enda inbjudan eftersom en talare som använder SpeakerPro bad oss skicka den till dig.',
  'mail.footer.unsubscribe': 'Avsluta prenumerationen',
  'mail.footer.unsubscribeAt': 'Avsluta prenumerationen: {url}',
};

export default mailSv;
