import type privacyEn from './en';

const privacyNl: Record<keyof typeof privacyEn, string> = {
};

export default privacyNl;
