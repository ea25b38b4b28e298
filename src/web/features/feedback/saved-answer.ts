import type { SubmitAnswerResult } from '../../../shared/contract/feedback';
import { browserLocalStorage, browserSessionStorage } from '../../lib/browser-storage';
import { saveThankYouRecord, thankYouPath, type ThankYouRecord } from '../../lib/thank-you-store';
import { rememberAnswerToken } from './answer-tokens';
import { clearDraft } from './feedback-draft';

/**
 * Once the server has an answer to a talk: the draft goes, this browser keeps the answer's token
 * (so it may correct the answer), and the thank-you page's record is kept for this tab: what it
 * shows for an answer that waits for its e-mailed link, and what the closing page (/magic) names.
 * Returns the record and the thank-you page's path.
 */
export function keepSavedAnswer(
  answer: { presentationId: number; speakerName: string; brandColor: string | null },
  response: SubmitAnswerResult,
): { record: ThankYouRecord; path: string } {
  const { presentationId, speakerName, brandColor } = answer;
  const session = browserSessionStorage();
  clearDraft(session, presentationId);
  if (!('pending' in response)) rememberAnswerToken(browserLocalStorage(), presentationId, response.answerToken);
  const record: ThankYouRecord =
    'pending' in response
      ? { presentationId, speakerName, gift: response.gift, notice: response.message, brandColor }
      : {
          presentationId,
          speakerName,
          brandColor,
          gift: response.gift,
          graphic: response.graphicToken ? { responseId: response.id, token: response.graphicToken } : null,
        };
  saveThankYouRecord(session, record);
  return { record, path: thankYouPath(presentationId, 'pending' in response ? undefined : response) };
}
