import type privacyEn from './en';

const privacyEs: Record<keyof typeof privacyEn, string> = {
};

export default privacyEs;
