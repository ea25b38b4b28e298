import type mailEn from './en';

const mailZhHans: Record<keyof typeof mailEn, string> = {
};

export default mailZhHans;
