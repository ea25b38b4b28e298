import type mailEn from './en';

const mailIt: Record<keyof typeof mailEn, string> = {
};

export default mailIt;
