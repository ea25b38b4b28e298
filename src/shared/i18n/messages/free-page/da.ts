import type freePageEn from './en';

const freePageDa: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Hvordan var det?',
  'freePage.testimonialPlaceholder': 'Hvad tager du med dig?',
  'freePage.usedIn': 'Hvor det bruges',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Videopodcast} youtube {YouTube-video} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Taleren blev ikke fundet',
  'freePage.notFoundMessage': 'Dette feedbacklink passer ikke til nogen taler. Tjek linket, eller scan QR-koden igen.',
};

export default freePageDa;
