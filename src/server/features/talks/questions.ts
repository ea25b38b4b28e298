import { sql } from 'drizzle-orm';
import type { TalkQuestion, saveTalkSchema } from '../../../shared/contract/talks';
import { queryRows, type Db } from '../../db/client';
import { AppError, invalidField } from '../../errors';

/*
 * Saving the speaker's own questions with a talk (decision 079). The list sent is the talk's active
 * questions in order: an item with an id is that question, one without is new, and an active
 * question left out is retired (deleted when nobody answered it: nothing to keep). A question with
 * answers keeps its kind, label and options for ever, so its numbers mean what was asked.
 */

type QuestionInputs = ReturnType<typeof saveTalkSchema.parse>['questions'];

/** The talk's active questions, in order, with how many answers each has; `e` is the talk. */
export const TALK_QUESTIONS_JSON = sql`coalesce((
  select json_agg(json_build_object('id', q.id, 'kind', q.kind, 'label', q.label, 'options', q.options, 'required', q.required,
                                    'answerCount', (select count(*) from question_answers a where a.question_id = q.id))
                  order by q.position, q.id)
  from talk_questions q where q.event_id = e.id and q.retired_at is null), '[]'::json)`;

export function talkQuestionsOf(value: unknown): TalkQuestion[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as TalkQuestion[];
  return list.map((q) => ({ ...q, options: q.options ?? null, answerCount: Number(q.answerCount) }));
}

interface StoredQuestion {
  id: number;
  kind: string;
  label: string;
  options: unknown;
  answer_count: number;
}

const optionsOf = (value: unknown): string[] | null => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as string[] | null;

/** Replaces the talk's active questions with the list; left out (undefined), they stay as they are. */
export async function saveTalkQuestions(db: Db, eventId: number, inputs: QuestionInputs): Promise<void> {
  if (inputs === undefined) return;
  const stored = await queryRows<StoredQuestion>(
    db,
    sql`select q.id, q.kind, q.label, q.options, (select count(*) from question_answers a where a.question_id = q.id)::int as answer_count
        from talk_questions q where q.event_id = ${eventId} and q.retired_at is null`,
  );
  const byId = new Map(stored.map((q) => [q.id, q]));
  const kept = new Set<number>();
  inputs.forEach((input, i) => {
    if (input.id === undefined) return;
    const current = byId.get(input.id);
    if (!current) throw invalidField(`questions.${i}.id`, 'is not a question this talk asks');
    if (kept.has(input.id)) throw invalidField(`questions.${i}.id`, 'is listed twice');
    kept.add(input.id);
    const changed =
      current.kind !== input.kind ||
      current.label !== input.label ||
      JSON.stringify(optionsOf(current.options)) !== JSON.stringify(input.options);
    if (changed && current.answer_count > 0) {
      throw new AppError(
        409,
        'QUESTION_ANSWERED',
        `The question "${current.label}" has ${current.answer_count} answer${current.answer_count === 1 ? '' : 's'} and cannot change: ` +
          'retire it (remove it from the list) and add a new question instead.',
        { field: `questions.${i}`, questionId: current.id },
      );
    }
  });
  const leftOut = stored.filter((q) => !kept.has(q.id));
  const unanswered = leftOut.filter((q) => q.answer_count === 0).map((q) => q.id);
  const answered = leftOut.filter((q) => q.answer_count > 0).map((q) => q.id);
  const ids = (list: number[]) => `{${list.join(',')}}`;
  if (unanswered.length > 0) await db.execute(sql`delete from talk_questions where id = any(${ids(unanswered)}::int[])`);
  if (answered.length > 0) await db.execute(sql`update talk_questions set retired_at = now() where id = any(${ids(answered)}::int[])`);
  for (const [position, input] of inputs.entries()) {
    const options = input.options === null ? null : JSON.stringify(input.options);
    if (input.id === undefined) {
      await db.execute(sql`insert into talk_questions (event_id, position, kind, label, options, required)
                           values (${eventId}, ${position}, ${input.kind}, ${input.label}, ${options}::jsonb, ${input.required})`);
    } else {
      await db.execute(sql`update talk_questions set position = ${position}, kind = ${input.kind}, label = ${input.label},
                             options = ${options}::jsonb, required = ${input.required}
                           where id = ${input.id}`);
    }
  }
}

/** A copy of a talk asks the same active questions, as new questions with no answers. */
export async function copyTalkQuestions(db: Db, fromEventId: number, toEventId: number): Promise<void> {
  await db.execute(sql`insert into talk_questions (event_id, position, kind, label, options, required)
                       select ${toEventId}, position, kind, label, options, required from talk_questions
                       where event_id = ${fromEventId} and retired_at is null order by position, id`);
}
