import type freePageEn from './en';

const freePageNb: Record<keyof typeof freePageEn, string> = {
};

export default freePageNb;
