/** English messages of a free-tier speaker's public feedback page and its thank-you; every language has a file beside this one. */
const freePageEn = {
} as const;

export default freePageEn;
