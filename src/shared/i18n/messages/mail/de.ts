import type mailEn from './en';

const mailDe: Record<keyof typeof mailEn, string> = {
};

export default mailDe;
