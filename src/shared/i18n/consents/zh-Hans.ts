import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': '我同意{speaker}就本场演讲与我联系',
  'contact-page-v1': '我同意{speaker}与我联系',
  'publish-v2': '您可以在演讲者的网页和社交媒体上发布我的评价（名字、职位和公司）',
};

export default wordings;
