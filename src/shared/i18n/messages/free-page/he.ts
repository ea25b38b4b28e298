import type freePageEn from './en';

const freePageHe: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'איך היה?',
  'freePage.testimonialPlaceholder': 'מה לקחת מזה?',
  'freePage.usedIn': 'איפה זה בשימוש',
  'freePage.contentType':
    '{type, select, webinar {וובינר} videoPodcast {פודקאסט וידאו} youtube {סרטון ביוטיוב} podcast {פודקאסט} other {{type}}}',
  'freePage.notFoundTitle': 'המרצה לא נמצא',
  'freePage.notFoundMessage': 'קישור המשוב הזה אינו תואם לאף מרצה. יש לבדוק את הקישור, או לסרוק שוב את קוד ה־QR.',
};

export default freePageHe;
