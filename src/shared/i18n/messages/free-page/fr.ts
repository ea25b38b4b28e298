import type freePageEn from './en';

const freePageFr: Record<keyof typeof freePageEn, string> = {
  'freePage.heading': 'Qu’en avez-vous pensé ?',
  'freePage.testimonialPlaceholder': 'Qu’en avez-vous retenu ?',
  'freePage.usedIn': 'Où ce contenu est diffusé',
  'freePage.contentType':
    '{type, select, webinar {Webinaire} videoPodcast {Podcast vidéo} youtube {Vidéo YouTube} podcast {Podcast} other {{type}}}',
  'freePage.notFoundTitle': 'Intervenant introuvable',
  'freePage.notFoundMessage': 'Ce lien de feedback ne correspond à aucun intervenant. Vérifiez le lien ou scannez à nouveau le code QR.',
};

export default freePageFr;
