import type mailEn from './en';

const mailAr: Record<keyof typeof mailEn, string> = {
  'mail.giftButton': 'افتح هديتك',
  'mail.sentOnBehalf': 'أُرسلت هذه الرسالة نيابةً عن {speaker} عبر SpeakerPro. تصل الردود إلى {speaker}.',
  'mail.footer.reason': 'تصلك هذه الرسالة لأنك قدّمت عنوان بريدك الإلكتروني إلى SpeakerPro.',
  'mail.footer.reasonInvited': 'تصلك هذه الدعوة الوحيدة لأن متحدثًا يستخدم SpeakerPro طلب منا إرسالها إليك.',
  'mail.footer.unsubscribe': 'إلغاء الاشتراك',
  'mail.footer.unsubscribeAt': 'إلغاء الاشتراك: {url}',
};

export default mailAr;
