import type freePageEn from './en';

const freePageDe: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Wie war es?',
  'freePage.testimonialPlaceholder': 'Was nehmen Sie mit?',
  'freePage.usedIn': 'Wo dies zu sehen ist',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Video-Podcast} youtube {YouTube-Video} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Speaker nicht gefunden',
  'freePage.notFoundMessage':
    'Dieser Feedback-Link passt zu keinem Speaker. Bitte prüfen Sie den Link oder scannen Sie den QR-Code erneut.',
};

export default freePageDe;
