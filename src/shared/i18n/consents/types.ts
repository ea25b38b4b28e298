/**
 * A consent's words in one language, for each version the forms show today. `{speaker}` is the
 * speaker's name. Once answers may have been given under a version, its words in a language never
 * change (the receipts keep them): new words are a new version in src/shared/domain/consents.ts.
 * catalogue.test.ts keeps a fingerprint of every wording so that a change cannot slip through.
 */
export interface ConsentWordings {
  'contact-v1': string;
  'contact-page-v1': string;
  'publish-v2': string;
}
