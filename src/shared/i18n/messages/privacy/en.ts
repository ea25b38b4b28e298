/** English messages of the privacy pages (policy, opt-out, opt-in, data requests, unsubscribe) and their e-mails; every language has a file beside this one. */
const privacyEn = {
} as const;

export default privacyEn;
