/** English messages of the words around a speaker's own text in the e-mails an attendee receives; every language has a file beside this one. */
const mailEn = {
} as const;

export default mailEn;
