import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': '{speaker} må gerne kontakte mig om dette oplæg',
  'contact-page-v1': '{speaker} må gerne kontakte mig',
  'publish-v2': 'Min udtalelse (fornavn, stilling og virksomhed) må gerne offentliggøres på talerens websider og sociale medier',
};

export default wordings;
