import type freePageEn from './en';

const freePageNb: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Hvordan var det?',
  'freePage.testimonialPlaceholder': 'Hva tar du med deg?',
  'freePage.usedIn': 'Hvor dette brukes',
  'freePage.contentType':
    '{type, select, webinar {Webinar} videoPodcast {Videopodkast} youtube {YouTube-video} podcast {Podkast} other {{type}}}',
  'freePage.notFoundTitle': 'Fant ikke foredragsholderen',
  'freePage.notFoundMessage':
    'Denne tilbakemeldingslenken hører ikke til noen foredragsholder. Sjekk lenken, eller skann QR-koden på nytt.',
};

export default freePageNb;
