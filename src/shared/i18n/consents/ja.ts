import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': '{speaker}からこの講演に関する連絡を受けることに同意します',
  'contact-page-v1': '{speaker}から連絡を受けることに同意します',
  'publish-v2': '私の感想（名・役職・会社名）を講演者のウェブページおよびソーシャルメディアに掲載してもかまいません',
};

export default wordings;
