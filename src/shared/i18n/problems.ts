import { REFERRAL_PROBLEMS } from '../domain/answer-form';
import type { MessageKey } from './messages/en';

/**
 * The catalogue's sentence for a problem with a field of the answer form. The submit schema and
 * the form's own checks word problems in English fragments that follow the field's name ("is
 * required"); each known fragment has a sentence of its own in every language (word order differs),
 * and any other fragment reads as "{field} is not valid" rather than as English.
 */
export function problemMessage(problem: string): { key: MessageKey; values: Record<string, string | number> } {
  if (problem === 'is required') return { key: 'problem.required', values: {} };
  const tooLong = /^must be at most (\d+) characters$/.exec(problem);
  if (tooLong) return { key: 'problem.tooLong', values: { max: Number(tooLong[1]) } };
  if (problem === 'must be a valid e-mail address') return { key: 'problem.email', values: {} };
  if (problem === REFERRAL_PROBLEMS.nameWithoutEmail) return { key: 'problem.referralNameWithoutEmail', values: {} };
  if (problem === REFERRAL_PROBLEMS.emailWithoutConsent) return { key: 'problem.referralWithoutConsent', values: {} };
  return { key: 'problem.invalid', values: {} };
}
