import type mailEn from './en';

const mailDa: Record<keyof typeof mailEn, string> = {
};

export default mailDa;
