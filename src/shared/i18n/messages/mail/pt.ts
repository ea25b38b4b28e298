import type mailEn from './en';

const mailPt: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Abrir seu presente',
  'mail.sentOnBehalf': 'Enviado em nome de {speaker} pelo SpeakerPro. As respostas vão para {speaker}.',
  'mail.footer.reason': 'Você recebe esta mensagem porque informou seu e-mail ao SpeakerPro.',
  'mail.footer.reasonInvited': 'Você recebe este convite único porque um palestrante que usa o SpeakerPro nos pediu para enviá-lo a você.',
  'mail.footer.unsubscribe': 'Cancelar inscrição',
  'mail.footer.unsubscribeAt': 'Cancelar inscrição: {url}',
};

export default mailPt;
