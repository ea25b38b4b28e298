import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'J’accepte que {speaker} me contacte au sujet de cette présentation',
  'contact-page-v1': 'J’accepte que {speaker} me contacte',
  'publish-v2':
    'Vous pouvez publier mon témoignage (prénom, fonction et entreprise) sur les pages web et les réseaux sociaux de l’intervenant',
};

export default wordings;
