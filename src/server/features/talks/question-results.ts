import { sql } from 'drizzle-orm';
import type { QuestionResult, RecommendTally } from '../../../shared/contract/talks';
import { QUESTION_RANGES, type QuestionKind } from '../../../shared/domain/talk-questions';
import { queryRows, type Db } from '../../db/client';

/*
 * The talk page's numbers for the speaker's own questions (decision 079). Retired questions keep
 * their answers and are listed after the active ones, so an old version's numbers are never mixed
 * with the new one's. A text answer's words are listed without who wrote them: the speaker already
 * reads every answer's words, and the data-sharing opt-out hides only who the attendee is
 * (consent-rules SHARES_DETAILS), as on the takeaways.
 */

interface QuestionRow {
  id: number;
  kind: QuestionKind;
  label: string;
  options: unknown;
  required: boolean;
  retired: boolean;
}

interface AnswerRow {
  question_id: number;
  value_number: number | null;
  value_text: string | null;
}

const optionsOf = (value: unknown): string[] | null => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as string[] | null;

const range = ([min, max]: readonly [number, number]) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

/** Promoters answer 9-10, passives 7-8, detractors 0-6; the score is % promoters − % detractors. */
export function recommendTally(values: readonly number[]): RecommendTally {
  const promoters = values.filter((v) => v >= 9).length;
  const detractors = values.filter((v) => v <= 6).length;
  const total = values.length;
  const score = total === 0 ? null : Math.round(((promoters - detractors) * 100) / total);
  return { promoters, passives: total - promoters - detractors, detractors, total, score: score === 0 ? 0 : score };
}

function resultOf(question: QuestionRow, answers: readonly AnswerRow[]): QuestionResult {
  const options = optionsOf(question.options);
  const values =
    question.kind === 'scale' || question.kind === 'recommend'
      ? range(QUESTION_RANGES[question.kind])
      : question.kind === 'choice'
        ? (options ?? [])
        : [];
  const answered = answers.map((a) => (a.value_number !== null ? String(a.value_number) : (a.value_text ?? '')));
  return {
    id: question.id,
    kind: question.kind,
    label: question.label,
    options,
    required: question.required,
    retired: question.retired,
    answerCount: answers.length,
    counts: values.map((value) => ({ value, count: answered.filter((a) => a === value).length })),
    recommend: question.kind === 'recommend' ? recommendTally(answers.map((a) => Number(a.value_number))) : null,
    texts: question.kind === 'text' ? answered : [],
  };
}

/** Every question the talk asks or asked with its answers' numbers; null when the talk is not the speaker's. */
export async function talkQuestionResults(db: Db, userId: number, eventId: number): Promise<QuestionResult[] | null> {
  const [talk] = await queryRows<{ id: number }>(db, sql`select id from events where id = ${eventId} and speaker_user_id = ${userId}`);
  if (!talk) return null;
  const questions = await queryRows<QuestionRow>(
    db,
    sql`select id, kind, label, options, required, retired_at is not null as retired from talk_questions
        where event_id = ${eventId} order by retired_at is not null, position, retired_at, id`,
  );
  const answers = await queryRows<AnswerRow>(
    db,
    sql`select a.question_id, a.value_number, a.value_text from question_answers a
        join talk_questions q on q.id = a.question_id
        where q.event_id = ${eventId} order by a.answered_at, a.response_id`,
  );
  return questions.map((q) =>
    resultOf(
      q,
      answers.filter((a) => a.question_id === q.id),
    ),
  );
}
