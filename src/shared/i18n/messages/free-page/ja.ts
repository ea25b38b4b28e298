import type freePageEn from './en';

const freePageJa: Record<keyof typeof freePageEn, string> = {
};

export default freePageJa;
