import type mailEn from './en';

const mailJa: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'ギフトを開く',
  'mail.sentOnBehalf': '{speaker}さんに代わり SpeakerPro からお送りしています。返信は{speaker}さんに届きます。',
  'mail.footer.reason': 'SpeakerPro にメールアドレスをご提供いただいたため、このメールをお送りしています。',
  'mail.footer.reasonInvited': 'SpeakerPro を使っている講演者から依頼があったため、この一度限りの招待状をお送りしています。',
  'mail.footer.unsubscribe': '配信停止',
  'mail.footer.unsubscribeAt': '配信停止：{url}',
};

export default mailJa;
