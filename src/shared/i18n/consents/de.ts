import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Ich bin damit einverstanden, dass {speaker} mich zu diesem Vortrag kontaktiert',
  'contact-page-v1': 'Ich bin damit einverstanden, dass {speaker} mich kontaktiert',
  'publish-v2':
    'Sie dürfen mein Statement (Vorname, Position und Unternehmen) auf den Webseiten und in den sozialen Medien des Speakers veröffentlichen',
};

export default wordings;
