import type mailEn from './en';

const mailAr: Record<keyof typeof mailEn, string> = {
};

export default mailAr;
