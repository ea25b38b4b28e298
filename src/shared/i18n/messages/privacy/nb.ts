import type privacyEn from './en';

const privacyNb: Record<keyof typeof privacyEn, string> = {
};

export default privacyNb;
