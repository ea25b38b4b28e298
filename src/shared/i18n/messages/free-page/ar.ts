import type freePageEn from './en';

const freePageAr: Record<keyof typeof freePageEn, string> = {
};

export default freePageAr;
