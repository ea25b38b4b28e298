import type mailEn from './en';

const mailPl: Record<keyof typeof mailEn, string> = {
};

export default mailPl;
