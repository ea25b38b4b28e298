import type freePageEn from './en';

const freePageIt: Record<keyof typeof freePageEn, string> = {
};

export default freePageIt;
