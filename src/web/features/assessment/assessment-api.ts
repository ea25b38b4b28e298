import type { Assessment } from '../../../shared/contract/assessment';
import type { AssessmentAnswers } from '../../../shared/domain/assessment';
import { apiRequest } from '../../lib/api-request';
import { assessmentApi } from './assessment-paths';
import { qualifiedLeadFor } from './assessment-results';

/** Sends the answers only: the server scores them and answers with the stored record. */
export async function saveAssessment(email: string, answers: AssessmentAnswers): Promise<Assessment> {
  const res = await apiRequest('POST', assessmentApi.assessment, { email, answers });
  return (await res.json()) as Assessment;
}

/**
 * Records the pass in the owner's pipeline. One more try after a failure, then it is only logged,
 * as in the spec: the speaker's next-steps page must not wait on it.
 */
export async function recordQualifiedLead(record: Assessment): Promise<void> {
  const body = qualifiedLeadFor(record);
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await apiRequest('POST', assessmentApi.qualifiedLeads, body);
      return;
    } catch (err) {
      if (attempt === 2) console.error('The qualified lead was not recorded', err);
    }
  }
}
