import type mailEn from './en';

const mailPt: Record<keyof typeof mailEn, string> = {
};

export default mailPt;
