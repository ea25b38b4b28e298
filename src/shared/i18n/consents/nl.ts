import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Ik vind het goed dat {speaker} contact met mij opneemt over deze lezing',
  'contact-page-v1': 'Ik vind het goed dat {speaker} contact met mij opneemt',
  'publish-v2':
    'Mijn testimonial (voornaam, functie en bedrijf) mag worden gepubliceerd op de webpagina’s van de spreker en op sociale media',
};

export default wordings;
