import type privacyEn from './en';

const privacyZhHans: Record<keyof typeof privacyEn, string> = {
};

export default privacyZhHans;
