import type freePageEn from './en';

const freePagePt: Record<keyof typeof freePageEn, string> = {
};

export default freePagePt;
