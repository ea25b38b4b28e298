import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'أوافق على أن يتواصل معي {speaker} بشأن هذه المحاضرة',
  'contact-page-v1': 'أوافق على أن يتواصل معي {speaker}',
  'publish-v2': 'يُسمح لكم بنشر شهادتي (الاسم الأول والمسمى الوظيفي والشركة) على صفحات المتحدث على الويب ووسائل التواصل الاجتماعي',
};

export default wordings;
