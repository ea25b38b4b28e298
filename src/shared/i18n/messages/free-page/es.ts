import type freePageEn from './en';

const freePageEs: Record<keyof typeof freePageEn, string> = {
};

export default freePageEs;
