import { makeTranslator } from './format';
import en from './messages/en';

/**
 * The English messages alone, for code that shows English only (the speaker's preview of the gift
 * e-mail) and must not carry every language's catalogue into the web app's bundle.
 */
export const english = makeTranslator('en', en);
