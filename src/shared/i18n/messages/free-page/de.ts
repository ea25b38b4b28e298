import type freePageEn from './en';

const freePageDe: Record<keyof typeof freePageEn, string> = {
};

export default freePageDe;
