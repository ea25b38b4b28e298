import type mailEn from './en';

const mailFr: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Ouvrir votre cadeau',
  'mail.sentOnBehalf': 'Envoyé au nom de {speaker} avec SpeakerPro. Les réponses parviennent à {speaker}.',
  'mail.footer.reason': 'Vous recevez cet e-mail parce que vous avez communiqué votre adresse e-mail à SpeakerPro.',
  'mail.footer.reasonInvited':
    'Vous recevez cette invitation unique parce qu’un orateur qui utilise SpeakerPro nous a demandé de vous l’envoyer.',
  'mail.footer.unsubscribe': 'Se désabonner',
  'mail.footer.unsubscribeAt': 'Se désabonner : {url}',
};

export default mailFr;
