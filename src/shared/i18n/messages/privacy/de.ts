import type privacyEn from './en';

const privacyDe: Record<keyof typeof privacyEn, string> = {
};

export default privacyDe;
