import type freePageEn from './en';

const freePagePt: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'O que achou?',
  'freePage.testimonialPlaceholder': 'O que você leva disso?',
  'freePage.usedIn': 'Onde isto é usado',
  'freePage.contentType':
    '{type, select, webinar {Webinário} videoPodcast {Videopodcast} youtube {Vídeo no YouTube} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Palestrante não encontrado',
  'freePage.notFoundMessage':
    'Este link de avaliação não corresponde a nenhum palestrante. Verifique o link ou escaneie novamente o QR code.',
};

export default freePagePt;
