import type { Assessment } from '../../../shared/contract/assessment';
import type { AssessmentAnswers } from '../../../shared/domain/assessment';
import { apiRequest } from '../../lib/api-request';
import { assessmentApi } from './assessment-paths';

/**
 * Sends the answers only: the server scores them and answers with the stored record (and, after a
 * pass, has already recorded the qualified lead).
 */
export async function saveAssessment(email: string, answers: AssessmentAnswers): Promise<Assessment> {
  const res = await apiRequest('POST', assessmentApi.assessment, { email, answers });
  return (await res.json()) as Assessment;
}
