import type mailEn from './en';

const mailSv: Record<keyof typeof mailEn, string> = {
};

export default mailSv;
