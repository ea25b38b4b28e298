import type mailEn from './en';

const mailEs: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Abrir su regalo',
  'mail.sentOnBehalf': 'Enviado en nombre de {speaker} con SpeakerPro. Las respuestas llegan a {speaker}.',
  'mail.footer.reason': 'Recibe este mensaje porque facilitó su dirección de correo electrónico a SpeakerPro.',
  'mail.footer.reasonInvited': 'Recibe esta única invitación porque un ponente que usa SpeakerPro nos pidió que se la enviáramos.',
  'mail.footer.unsubscribe': 'Darse de baja',
  'mail.footer.unsubscribeAt': 'Darse de baja: {url}',
};

export default mailEs;
