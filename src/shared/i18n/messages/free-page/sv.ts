import type freePageEn from './en';

const freePageSv: Record<keyof typeof freePageEn, string> = {
};

export default freePageSv;
