import type privacyEn from './en';

const privacyPt: Record<keyof typeof privacyEn, string> = {
};

export default privacyPt;
