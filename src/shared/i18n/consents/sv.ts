import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': '{speaker} får gärna kontakta mig om det här föredraget',
  'contact-page-v1': '{speaker} får gärna kontakta mig',
  'publish-v2': 'Mitt omdöme (förnamn, yrkesroll och företag) får publiceras på talarens webbsidor och sociala medier',
};

export default wordings;
