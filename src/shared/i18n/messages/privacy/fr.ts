import type privacyEn from './en';

const privacyFr: Record<keyof typeof privacyEn, string> = {
};

export default privacyFr;
