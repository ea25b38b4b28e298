import type privacyEn from './en';

const privacyAr: Record<keyof typeof privacyEn, string> = {
};

export default privacyAr;
