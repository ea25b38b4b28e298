import type mailEn from './en';

const mailJa: Record<keyof typeof mailEn, string> = {
};

export default mailJa;
