import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Accetto che {speaker} mi contatti in merito a questo intervento',
  'contact-page-v1': 'Accetto che {speaker} mi contatti',
  'publish-v2': 'Può pubblicare la mia testimonianza (nome, ruolo e azienda) sulle pagine web e sui social media del relatore',
};

export default wordings;
