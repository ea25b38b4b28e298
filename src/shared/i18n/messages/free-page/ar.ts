import type freePageEn from './en';

const freePageAr: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'كيف كان؟',
  'freePage.testimonialPlaceholder': 'ما الذي استفدته؟',
  'freePage.usedIn': 'أين يُستخدم هذا',
  'freePage.contentType':
    '{type, select, webinar {ندوة عبر الإنترنت} videoPodcast {بودكاست مرئي} youtube {فيديو على يوتيوب} podcast {بودكاست} other {{type}}}',
  'freePage.notFoundTitle': 'لم يُعثر على المتحدث',
  'freePage.notFoundMessage': 'رابط الملاحظات هذا لا يطابق أي متحدث. تحقّق من الرابط، أو امسح رمز QR مرة أخرى.',
};

export default freePageAr;
