import type mailEn from './en';

const mailEs: Record<keyof typeof mailEn, string> = {
};

export default mailEs;
