import type freePageEn from './en';

const freePageZhHans: Record<keyof typeof freePageEn, string> = {
};

export default freePageZhHans;
