import type freePageEn from './en';

const freePageFr: Record<keyof typeof freePageEn, string> = {
};

export default freePageFr;
