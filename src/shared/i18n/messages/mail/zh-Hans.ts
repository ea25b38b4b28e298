import type mailEn from './en';

const mailZhHans: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': '打开您的礼物',
  'mail.sentOnBehalf': '由 SpeakerPro 代表{speaker}发送。回复将发送给{speaker}。',
  'mail.footer.reason': '您收到此邮件，是因为您向 SpeakerPro 提供了您的电子邮箱。',
  'mail.footer.reasonInvited': '您收到这封唯一的邀请，是因为一位使用 SpeakerPro 的演讲者请我们发送给您。',
  'mail.footer.unsubscribe': '退订',
  'mail.footer.unsubscribeAt': '退订：{url}',
};

export default mailZhHans;
