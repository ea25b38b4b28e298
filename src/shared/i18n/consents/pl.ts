import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Zgadzam się, że {speaker} może kontaktować się ze mną w sprawie tego wystąpienia',
  'contact-page-v1': 'Zgadzam się, że {speaker} może kontaktować się ze mną',
  'publish-v2':
    'Moja opinia (imię, stanowisko i firma) może zostać opublikowana na stronach internetowych prelegenta i w mediach społecznościowych',
};

export default wordings;
