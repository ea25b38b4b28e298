import type freePageEn from './en';

const freePagePl: Record<keyof typeof freePageEn, string> = {
};

export default freePagePl;
