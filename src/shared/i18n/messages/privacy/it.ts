import type privacyEn from './en';

const privacyIt: Record<keyof typeof privacyEn, string> = {
};

export default privacyIt;
