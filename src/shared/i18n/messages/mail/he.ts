import type mailEn from './en';

const mailHe: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'לפתיחת המתנה',
  'mail.sentOnBehalf': 'נשלח בשם {speaker} באמצעות SpeakerPro. תשובות יגיעו אל {speaker}.',
  'mail.footer.reason': 'האימייל הזה נשלח אליך כי מסרת את כתובת האימייל שלך ל-SpeakerPro.',
  'mail.footer.reasonInvited': 'ההזמנה היחידה הזו נשלחה אליך כי מרצה שמשתמש ב-SpeakerPro ביקש מאיתנו לשלוח אותה אליך.',
  'mail.footer.unsubscribe': 'ביטול ההרשמה',
  'mail.footer.unsubscribeAt': 'ביטול ההרשמה: {url}',
};

export default mailHe;
