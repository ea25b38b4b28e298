import type freePageEn from './en';

const freePageNl: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Hoe vond je het?',
  'freePage.testimonialPlaceholder': 'Wat neem je mee?',
  'freePage.usedIn': 'Waar dit wordt gebruikt',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Videopodcast} youtube {YouTube-video} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Spreker niet gevonden',
  'freePage.notFoundMessage': 'Deze feedbacklink hoort bij geen enkele spreker. Controleer de link of scan de QR-code opnieuw.',
};

export default freePageNl;
