import type freePageEn from './en';

const freePagePl: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Jak było?',
  'freePage.testimonialPlaceholder': 'Jakie wnioski płyną z tego materiału?',
  'freePage.usedIn': 'Gdzie jest to wykorzystywane',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Podcast wideo} youtube {Film na YouTube} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Nie znaleziono prelegenta',
  'freePage.notFoundMessage': 'Ten link do opinii nie pasuje do żadnego prelegenta. Proszę sprawdzić link lub ponownie zeskanować kod QR.',
};

export default freePagePl;
