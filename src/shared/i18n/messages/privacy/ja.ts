import type privacyEn from './en';

const privacyJa: Record<keyof typeof privacyEn, string> = {
};

export default privacyJa;
