import { sql, type SQL } from 'drizzle-orm';
import { answerProblem, storedAnswer, type AnswerValue, type AskedQuestion, type QuestionKind } from '../../shared/domain/talk-questions';
import { queryRows, queryRowsPrepared, type Db } from '../db/client';
import { invalidField } from '../errors';

/*
 * The speaker's own questions as every feature that carries an answer reads them (decision 079):
 * the attendee's form asks the active ones, the answer stores one row per question answered, and
 * the files, webhooks and data export name each answer by its question's label.
 */

/** A talk's active questions (not retired), in order, as one JSON list; `e` is the talk. */
export const ACTIVE_QUESTIONS_JSON = sql`coalesce((
  select json_agg(json_build_object('id', q.id, 'kind', q.kind, 'label', q.label, 'options', q.options, 'required', q.required)
                  order by q.position, q.id)
  from talk_questions q where q.event_id = e.id and q.retired_at is null), '[]'::json)`;

interface QuestionJson {
  id: number;
  kind: QuestionKind;
  label: string;
  options: string[] | null;
  required: boolean;
}

/** The JSON list as read from either driver (parsed already, or text). */
export function questionsOf(value: unknown): AskedQuestion[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as QuestionJson[];
  return list.map((q) => ({ id: q.id, kind: q.kind, label: q.label, options: q.options ?? null, required: q.required }));
}

/**
 * The same list as the database writes it out: a statement compares it with the text an answer was
 * checked against, and so stores the answer only while the talk asks exactly those questions.
 */
export const ACTIVE_QUESTIONS_TEXT = sql`(${ACTIVE_QUESTIONS_JSON})::text`;

/** A talk's active questions, with the text the database wrote them as (ACTIVE_QUESTIONS_TEXT). */
export interface QuestionsAsked {
  text: string;
  questions: AskedQuestion[];
}

export const questionsAsked = (text: string): QuestionsAsked => ({ text, questions: questionsOf(text) });

/** The active questions of a talk, in order. */
export async function activeQuestions(db: Db, eventId: number): Promise<QuestionsAsked> {
  const [row] = await queryRowsPrepared<{ questions: string }>(
    db,
    sql`select ${ACTIVE_QUESTIONS_TEXT} as questions from events e where e.id = ${eventId}`,
  );
  return questionsAsked(row?.questions ?? '[]');
}

/** Talks whose questions a process remembers, at most: beyond it the oldest is forgotten. */
const QUESTIONS_SEEN_MAX = 10_000;

/**
 * The questions each talk asked when this process last stored an answer to it, per database. An
 * answer is checked against them and its statement stores it only if the talk still asks exactly
 * these (ACTIVE_QUESTIONS_TEXT), so an answer costs one statement instead of two; a stale entry
 * costs a second statement, never a wrong answer.
 */
export function questionsSeen() {
  const byDb = new WeakMap<Db, Map<number, QuestionsAsked>>();
  const of = (db: Db) => {
    let seen = byDb.get(db);
    if (!seen) byDb.set(db, (seen = new Map()));
    return seen;
  };
  return {
    /** What the talk asked when last seen; undefined for a talk not seen yet. */
    get: (db: Db, eventId: number): QuestionsAsked | undefined => of(db).get(eventId),
    remember(db: Db, eventId: number, asked: QuestionsAsked) {
      const seen = of(db);
      seen.delete(eventId);
      seen.set(eventId, asked);
      if (seen.size > QUESTIONS_SEEN_MAX) seen.delete(seen.keys().next().value!);
    },
  };
}

/** An answer to a question as stored: a number (scale, recommend) or a text (choice, text). */
export interface CheckedAnswer {
  questionId: number;
  number: number | null;
  text: string | null;
}

export interface SentAnswer {
  questionId: number;
  value: AnswerValue | null;
}

/**
 * Checks the sent answers against the talk's active questions and returns what to store. A 400
 * names the field: `answers.{i}.questionId` for a question the talk does not ask,
 * `answers.{i}.value` for a value that does not answer it, `answers` for a required question left out.
 * `requireAll` is false for a correction: an answer already stored stands for a question left out.
 */
export function checkedAnswers(questions: readonly AskedQuestion[], sent: readonly SentAnswer[], requireAll = true): CheckedAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const kept: CheckedAnswer[] = [];
  sent.forEach((answer, i) => {
    const question = byId.get(answer.questionId);
    if (!question) throw invalidField(`answers.${i}.questionId`, 'is not a question this talk asks');
    const problem = answerProblem(question, answer.value);
    if (problem) throw invalidField(`answers.${i}.value`, problem);
    const value = storedAnswer(question, answer.value);
    if (value) kept.push({ questionId: question.id, ...value });
  });
  if (requireAll) {
    const missing = questions.find((q) => q.required && !kept.some((k) => k.questionId === q.id));
    if (missing) throw invalidField('answers', `must answer the required question "${missing.label}" (id ${missing.id})`);
  }
  return kept;
}

/**
 * Stores checked answers on an answer; a question answered again takes the new value. A question
 * removed since the answers were checked (a change confirmed days later) is skipped.
 */
/**
 * The statement part that stores one answer's answers to the talk's questions, to be placed in the
 * same statement as the answer itself (so both are kept or neither): `responseId` names the answer
 * (a column of `from`, or a value), `from` the row source it comes from, if any. A question answered
 * again takes the new value. Null when there is nothing to store.
 */
export function questionAnswersUpsert(answers: readonly CheckedAnswer[], responseId: SQL, from?: SQL): SQL | null {
  if (answers.length === 0) return null;
  return sql`insert into question_answers (response_id, question_id, value_number, value_text)
    select ${responseId}, q.id, v.n, v.t
    from ${from ? sql`${from} cross join ` : sql``}(values ${sql.join(
      answers.map((a) => sql`(${a.questionId}::int, ${a.number}::int, ${a.text}::text)`),
      sql`, `,
    )}) v(question_id, n, t)
    join talk_questions q on q.id = v.question_id
    on conflict (response_id, question_id) do update
      set value_number = excluded.value_number, value_text = excluded.value_text, answered_at = now()`;
}

/** One answer to one question, with the question it answers (retired ones too). */
export interface QuestionAnswerRow {
  response_id: number;
  question_id: number;
  kind: QuestionKind;
  label: string;
  retired: boolean;
  value_number: number | null;
  value_text: string | null;
}

/** The answers to the speaker's questions of the given answers, by answer id. */
export async function answersOfResponses(db: Db, responseIds: readonly number[]): Promise<Map<number, QuestionAnswerRow[]>> {
  const map = new Map<number, QuestionAnswerRow[]>();
  if (responseIds.length === 0) return map;
  const rows = await queryRows<QuestionAnswerRow>(
    db,
    sql`select a.response_id, a.question_id, q.kind, q.label, q.retired_at is not null as retired, a.value_number, a.value_text
        from question_answers a join talk_questions q on q.id = a.question_id
        where a.response_id = any(${`{${responseIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])
        order by q.position, q.id`,
  );
  for (const row of rows) map.set(row.response_id, [...(map.get(row.response_id) ?? []), row]);
  return map;
}

/** One answer to one of the speaker's questions as the lists and webhooks carry it. */
export interface AnsweredQuestion {
  questionId: number;
  /** The question's words when it was answered (a question with answers cannot change). */
  question: string;
  kind: QuestionKind;
  retired: boolean;
  /** A number (scale, recommend), the option chosen, the words of a text answer; null where `textShown` withholds them. */
  value: number | string | null;
}

/**
 * The answers to the speaker's questions of the answer `r`, in the talk's order, as one JSON list
 * (AnsweredQuestion). A text answer's words only where `textShown` holds; numbers and options always.
 */
export function answeredQuestionsJson(textShown: SQL): SQL {
  return sql`coalesce((
    select json_agg(json_build_object('questionId', q.id, 'question', q.label, 'kind', q.kind, 'retired', q.retired_at is not null,
      'value', case when a.value_number is not null then to_json(a.value_number)
                    when q.kind <> 'text' or ${textShown} then to_json(a.value_text) end) order by q.position, q.id)
    from question_answers a join talk_questions q on q.id = a.question_id where a.response_id = r.id), '[]'::json)`;
}

/** The JSON list as read from either driver (parsed already, or text). */
export const answeredQuestionsOf = (value: unknown): AnsweredQuestion[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as AnsweredQuestion[];

export const answerValueOf = (row: Pick<QuestionAnswerRow, 'value_number' | 'value_text'>): AnswerValue =>
  row.value_number ?? row.value_text ?? '';

/** Every question a talk asks or asked (retired ones after, by when they were added): a file's columns. */
export async function questionsEverAsked(db: Db, eventId: number): Promise<{ id: number; label: string; retired: boolean }[]> {
  return queryRows(
    db,
    sql`select id, label, retired_at is not null as retired from talk_questions where event_id = ${eventId}
        order by retired_at is not null, position, id`,
  );
}

/** A file's header for a question: its label, marked when retired so two versions read apart. */
export const questionColumnHeader = (q: { label: string; retired: boolean }): string => (q.retired ? `${q.label} (retired)` : q.label);
