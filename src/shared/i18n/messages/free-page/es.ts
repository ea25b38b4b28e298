import type freePageEn from './en';

const freePageEs: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': '¿Qué le pareció?',
  'freePage.testimonialPlaceholder': '¿Qué se lleva?',
  'freePage.usedIn': 'Dónde se utiliza',
  'freePage.contentType':
    '{type, select, webinar {Seminario web} videoPodcast {Videopódcast} youtube {Vídeo de YouTube} podcast {Pódcast} other {{type}}}',
  'freePage.notFoundTitle': 'Ponente no encontrado',
  'freePage.notFoundMessage':
    'Este enlace de opinión no corresponde a ningún ponente. Compruebe el enlace o vuelva a escanear el código QR.',
};

export default freePageEs;
