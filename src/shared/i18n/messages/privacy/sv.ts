import type privacyEn from './en';

const privacySv: Record<keyof typeof privacyEn, string> = {
};

export default privacySv;
