import { submitAssessment } from '../../../../shared/contract/assessment';
import type { AssessmentAnswers } from '../../../../shared/domain/assessment';
import { callOperation } from '../../../lib/api/call-operation';

/**
 * Sends the answers only: the server scores them and answers with the stored record (and, after a
 * pass, has already recorded the qualified lead).
 */
export const saveAssessment = (email: string, answers: AssessmentAnswers) => callOperation(submitAssessment, { body: { email, answers } });
