import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Acepto que {speaker} se ponga en contacto conmigo sobre esta charla',
  'contact-page-v1': 'Acepto que {speaker} se ponga en contacto conmigo',
  'publish-v2': 'Puede publicar mi testimonio (nombre, cargo y empresa) en las páginas web y las redes sociales del ponente',
};

export default wordings;
