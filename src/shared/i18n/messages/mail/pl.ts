import type mailEn from './en';

const mailPl: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'Otwórz prezent',
  'mail.sentOnBehalf': 'Wysłano w imieniu nadawcy ({speaker}) za pomocą SpeakerPro. Odpowiedzi otrzyma {speaker}.',
  'mail.footer.reason': 'Otrzymują Państwo tę wiadomość, ponieważ przekazali Państwo SpeakerPro swój adres e-mail.',
  'mail.footer.reasonInvited':
    'Otrzymują Państwo to jedyne zaproszenie, ponieważ prelegent korzystający ze SpeakerPro poprosił nas o jego wysłanie.',
  'mail.footer.unsubscribe': 'Rezygnacja z subskrypcji',
  'mail.footer.unsubscribeAt': 'Rezygnacja z subskrypcji: {url}',
};

export default mailPl;
