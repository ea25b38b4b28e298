import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': '{speaker} kan gjerne kontakte meg om dette foredraget',
  'contact-page-v1': '{speaker} kan gjerne kontakte meg',
  'publish-v2': 'Uttalelsen min (fornavn, stilling og bedrift) kan publiseres på foredragsholderens nettsider og sosiale medier',
};

export default wordings;
