import type { Assessment } from '../../../../shared/contract/assessment';
import type { AssessmentAnswers } from '../../../../shared/domain/assessment';
import { apiJson } from '../../../lib/api-request';

/**
 * POST /api/assessment. Sends the answers only: the server scores them and answers with the stored
 * record (and, after a pass, has already recorded the qualified lead).
 */
export const saveAssessment = (email: string, answers: AssessmentAnswers) =>
  apiJson<Assessment>('POST', '/api/public/assessment', { email, answers });
