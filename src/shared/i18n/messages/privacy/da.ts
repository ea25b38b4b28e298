import type privacyEn from './en';

const privacyDa: Record<keyof typeof privacyEn, string> = {
};

export default privacyDa;
