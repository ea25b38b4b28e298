import type freePageEn from './en';

const freePageHe: Record<keyof typeof freePageEn, string> = {
};

export default freePageHe;
