import type mailEn from './en';

const mailNl: Record<keyof typeof mailEn, string> = {
};

export default mailNl;
