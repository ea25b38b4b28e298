import type mailEn from './en';

const mailNb: Record<keyof typeof mailEn, string> = {
};

export default mailNb;
