import type mailEn from './en';

const mailDa: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Åbn din gave',
  'mail.sentOnBehalf': 'Sendt på vegne af {speaker} med SpeakerPro. Svar går til {speaker}.',
  'mail.footer.reason': 'Du får denne e-mail, fordi du har givet SpeakerPro din e-mailadresse.',
  'mail.footer.reasonInvited': 'Du får denne ene invitation, fordi en foredragsholder, der bruger SpeakerPro, bad os sende den til dig.',
  'mail.footer.unsubscribe': 'Afmeld',
  'mail.footer.unsubscribeAt': 'Afmeld: {url}',
};

export default mailDa;
