import type freePageEn from './en';

const freePageIt: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Com’è andata?',
  'freePage.testimonialPlaceholder': 'Che cosa le ha lasciato?',
  'freePage.usedIn': 'Dove viene usato',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Videopodcast} youtube {Video su YouTube} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Relatore non trovato',
  'freePage.notFoundMessage':
    'Questo link per il feedback non corrisponde a nessun relatore. Controlli il link o scansioni di nuovo il codice QR.',
};

export default freePageIt;
