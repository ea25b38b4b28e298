import type mailEn from './en';

const mailFr: Record<keyof typeof mailEn, string> = {
};

export default mailFr;
