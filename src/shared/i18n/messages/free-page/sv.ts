import type freePageEn from './en';

const freePageSv: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Vad tyckte du?',
  'freePage.testimonialPlaceholder': 'Vad tar du med dig?',
  'freePage.usedIn': 'Var detta används',
  'freePage.contentType':
    '{type, select, webinar {Webbinarium} videoPodcast {Videopodd} youtube {YouTube-video} podcast {Podd} other {{type}}}',
  'freePage.notFoundTitle': 'Talaren hittades inte',
  'freePage.notFoundMessage': 'Den här feedbacklänken hör inte till någon talare. Kontrollera länken eller skanna QR-koden igen.',
};

export default freePageSv;
