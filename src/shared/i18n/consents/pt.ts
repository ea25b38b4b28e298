import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'Concordo que {speaker} entre em contato comigo sobre esta palestra',
  'contact-page-v1': 'Concordo que {speaker} entre em contato comigo',
  'publish-v2': 'Você pode publicar meu depoimento (nome, cargo e empresa) nas páginas web e nas redes sociais do palestrante',
};

export default wordings;
