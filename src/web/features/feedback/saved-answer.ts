import type { SubmitAnswerResult } from '../../../shared/contract/feedback';
import { thankYouPath } from '../../../shared/domain/thank-you-links';
import { browserLocalStorage, browserSessionStorage } from '../../lib/browser-storage';
import { rememberAnswerToken } from './answer-tokens';
import { clearDraft } from './feedback-draft';

/**
 * Once the server has an answer to a talk: the draft goes, this browser keeps the answer's token
 * (so it may correct the answer), and the answer's thank-you page is where to go next. Both kinds
 * of answer have a permanent page of the server's, in the answer's language: the one stored, and
 * the one that waits for the link e-mailed to its address (the page says so), so a reload or a
 * reopened tab shows the same thanks and nothing needs keeping in this tab.
 */
export function keepSavedAnswer(presentationId: number, response: SubmitAnswerResult): string {
  clearDraft(browserSessionStorage(), presentationId);
  if (!('pending' in response)) rememberAnswerToken(browserLocalStorage(), presentationId, response.answerToken);
  return thankYouPath(presentationId, response);
}
