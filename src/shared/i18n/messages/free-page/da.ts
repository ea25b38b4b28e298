import type freePageEn from './en';

const freePageDa: Record<keyof typeof freePageEn, string> = {
};

export default freePageDa;
