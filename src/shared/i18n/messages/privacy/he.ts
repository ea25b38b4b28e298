import type privacyEn from './en';

const privacyHe: Record<keyof typeof privacyEn, string> = {
};

export default privacyHe;
