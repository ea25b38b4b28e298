import type privacyEn from './en';

const privacyPl: Record<keyof typeof privacyEn, string> = {
};

export default privacyPl;
