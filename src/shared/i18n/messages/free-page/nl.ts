import type freePageEn from './en';

const freePageNl: Record<keyof typeof freePageEn, string> = {
};

export default freePageNl;
