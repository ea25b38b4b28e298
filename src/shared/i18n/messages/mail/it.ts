import type mailEn from './en';

const mailIt: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Apri il regalo',
  'mail.sentOnBehalf': 'Inviato per conto di {speaker} con SpeakerPro. Le risposte arrivano a {speaker}.',
  'mail.footer.reason': 'Riceve questa e-mail perché ha comunicato il suo indirizzo e-mail a SpeakerPro.',
  'mail.footer.reasonInvited': 'Riceve questo unico invito perché un relatore che usa SpeakerPro ci ha chiesto di inviarglielo.',
  'mail.footer.unsubscribe': 'Annulla l’iscrizione',
  'mail.footer.unsubscribeAt': 'Annulla l’iscrizione: {url}',
};

export default mailIt;
