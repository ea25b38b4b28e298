import type { ConsentWordings } from './types';

const wordings: ConsentWordings = {
  'contact-v1': 'אשמח ליצירת קשר מצד {speaker} בנוגע להרצאה הזו',
  'contact-page-v1': 'אשמח ליצירת קשר מצד {speaker}',
  'publish-v2': 'אתם רשאים לפרסם את ההמלצה שלי (שם פרטי, תפקיד וחברה) בדפי האינטרנט של המרצה וברשתות החברתיות',
};

export default wordings;
