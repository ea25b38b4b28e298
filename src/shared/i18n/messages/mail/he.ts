import type mailEn from './en';

const mailHe: Record<keyof typeof mailEn, string> = {
};

export default mailHe;
