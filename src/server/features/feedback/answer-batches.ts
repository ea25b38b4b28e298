import { sql } from 'drizzle-orm';
import type { Gift } from '../../../shared/contract/feedback';
import { queryRowsPrepared, type Db } from '../../db/client';
import { talkGiftColumns } from '../../domain/gifts';
import { mayQuoteAddress } from '../../domain/consent-rules';
import { ACTIVE_QUESTIONS_TEXT, type CheckedAnswer } from '../../domain/talk-questions';

/*
 * New attendees' answers are stored in batches: while a statement storing answers is on its way,
 * the answers that arrive meanwhile wait and go together in the next one. An answer alone goes at
 * once, as a batch of one; under a hall's load one statement (one commit) stores many. Each answer
 * is acknowledged only once the statement that stored it has returned, that is committed: an
 * acknowledged answer survives a crash as before (decision 087).
 */

/** One answer as the statement reads it (a JSON object per answer). */
export interface NewAnswer {
  event_id: number;
  rating: number;
  testimonial: string;
  first_name: string;
  job_role: string;
  /** Normalised (normalizeEmail). */
  email: string;
  role_group: string;
  email_domain: string;
  business_inquiry: string | null;
  contact: boolean;
  publish: boolean;
  /** A consent's version and the words agreed to ({speaker} not yet filled in), or nulls. */
  contact_version: string | null;
  contact_template: string | null;
  publish_version: string | null;
  publish_template: string | null;
  takeaway: string | null;
  books_speakers: boolean | null;
  referral_name: string | null;
  referral_email: string | null;
  /** The hash of the browser's token, and of the fresh one used if that token owns another answer already. */
  token_hash: string;
  fresh_hash: string;
  language: string;
  /** The questions the answers were checked against (ACTIVE_QUESTIONS_TEXT); null stores whatever the talk asks. */
  checked_against: string | null;
  /** Whether the answer could become the attendee's graphic: then the statement looks the opt-out up. */
  quotable: boolean;
  answers: { question_id: number; n: number | null; t: string | null }[];
}

/** What the statement answers for one answer: stored (id) or not, the talk, an answer already there. */
export interface StoredAnswerRow {
  id: number | null;
  saved_token_hash: string | null;
  questions: string;
  existing_id: number | null;
  existing_token_hash: string | null;
  may_quote: boolean;
  talk_title: string;
  speaker_first_name: string;
  speaker_name: string;
  speaker_email: string;
  brand_color_primary: string | null;
  digital_gift_title: string | null;
  digital_gift_description: string | null;
  digital_gift_url: string | null;
  digital_gift_access_code: string | null;
  digital_gift_type: Gift['type'] | null;
}

export const answerOfQuestions = (answers: readonly CheckedAnswer[]): NewAnswer['answers'] =>
  answers.map((a) => ({ question_id: a.questionId, n: a.number, t: a.text }));

/**
 * One statement for a batch of answers: find each talk, the gift it gives and the questions it
 * asks, and store each answer with its answers to those questions (both or neither), unless an
 * answer from its address to its talk is there already (then that one is answered) or the talk no
 * longer asks the questions it was checked against. The sub-selects see the tables as they were
 * before the inserts: an answer already there. One text for any number of answers (they travel as
 * one JSON list), so it is prepared once.
 */
function storeBatch(db: Db, batch: readonly NewAnswer[]) {
  const list = JSON.stringify(batch.map((answer, i) => ({ ...answer, i })));
  return queryRowsPrepared<StoredAnswerRow & { i: number }>(
    db,
    sql`with v as (
          select * from jsonb_to_recordset(${list}::jsonb) as v(
            i int, event_id int, rating int, testimonial text, first_name text, job_role text, email text,
            role_group text, email_domain text, business_inquiry text, contact boolean, publish boolean,
            contact_version text, contact_template text, publish_version text, publish_template text,
            takeaway text, books_speakers boolean, referral_name text, referral_email text,
            token_hash text, fresh_hash text, language text, checked_against text, quotable boolean, answers jsonb)
        ), talk as (
          -- Looked up by key for each talk of the batch (LIMIT keeps the planner from joining whole
          -- tables: it guesses a function's rows at 100, whatever the batch holds).
          select talk.* from (select distinct event_id from v) b cross join lateral (
            select e.id, e.ask_takeaway, e.ask_booking, coalesce(e.talk_title, e.event_name) as talk_title,
                   coalesce(p.first_name, u.first_name) as speaker_first_name,
                   trim(coalesce(p.first_name, u.first_name) || ' ' || coalesce(p.last_name, u.last_name)) as speaker_name,
                   u.email as speaker_email, p.brand_color_primary, ${talkGiftColumns}, ${ACTIVE_QUESTIONS_TEXT} as questions
            from events e join users u on u.id = e.speaker_user_id left join speaker_profiles p on p.user_id = e.speaker_user_id
            where e.id = b.event_id limit 1) talk
        ), saved as (
          insert into responses (event_id, rating, testimonial, attendee_name, attendee_role, attendee_email,
                                 role_group, email_domain, business_inquiry, contact_consent_at, publish_consent_at,
                                 contact_consent_version, contact_consent_text, publish_consent_version, publish_consent_text,
                                 takeaway, books_speakers, referral_name, referral_email, referral_consent_at,
                                 access_token_hash, language)
          select talk.id, v.rating, v.testimonial, v.first_name, v.job_role, v.email,
                 v.role_group, v.email_domain, v.business_inquiry,
                 case when v.contact then now() end, case when v.publish then now() end,
                 v.contact_version, replace(v.contact_template, '{speaker}', talk.speaker_name),
                 v.publish_version, replace(v.publish_template, '{speaker}', talk.speaker_name),
                 -- A question the talk does not ask stores nothing, whatever was sent for it.
                 case when talk.ask_takeaway then v.takeaway end,
                 case when talk.ask_booking then v.books_speakers end,
                 case when talk.ask_booking then v.referral_name end,
                 case when talk.ask_booking then v.referral_email end,
                 case when talk.ask_booking and v.referral_email is not null then now() end,
                 case when exists (select 1 from responses o where o.access_token_hash = v.token_hash)
                      then v.fresh_hash else v.token_hash end,
                 v.language
          from v join talk on talk.id = v.event_id
          where v.checked_against is null or talk.questions = v.checked_against
          on conflict (event_id, lower(attendee_email)) do nothing
          returning id, event_id, attendee_email, access_token_hash
        ), question_answer as (
          insert into question_answers (response_id, question_id, value_number, value_text)
          select saved.id, q.id, a.n, a.t
          from saved join v on v.event_id = saved.event_id and v.email = saved.attendee_email
          cross join jsonb_to_recordset(v.answers) as a(question_id int, n int, t text)
          cross join lateral (select q.id from talk_questions q where q.id = a.question_id limit 1) q
          on conflict (response_id, question_id) do update
            set value_number = excluded.value_number, value_text = excluded.value_text, answered_at = now()
        )
        select v.i, saved.id, saved.access_token_hash as saved_token_hash, talk.questions, talk.talk_title,
               talk.speaker_first_name, talk.speaker_name, talk.speaker_email, talk.brand_color_primary,
               talk.digital_gift_title, talk.digital_gift_description, talk.digital_gift_url,
               talk.digital_gift_access_code, talk.digital_gift_type,
               r.id as existing_id, r.access_token_hash as existing_token_hash,
               coalesce(quote.may, false) as may_quote
        from v join talk on talk.id = v.event_id
        left join saved on saved.event_id = v.event_id and saved.attendee_email = v.email
        left join lateral (
          select r.id, r.access_token_hash from responses r
          where saved.id is null and r.event_id = v.event_id and lower(r.attendee_email) = v.email limit 1) r on true
        left join lateral (select ${mayQuoteAddress(sql`v.email`)} as may limit 1) quote on v.quotable`,
  );
}

/** Answers in one statement, at most: the JSON list stays small, and so does a statement's lock time. */
const BATCH_MAX = 64;
/** Statements storing answers at once per database; the connection pool keeps room for other work. */
const IN_FLIGHT_MAX = 2;

interface Waiting {
  answer: NewAnswer;
  resolve: (row: StoredAnswerRow | undefined) => void;
  reject: (err: unknown) => void;
}

function answerBatches(db: Db) {
  const queue: Waiting[] = [];
  let inFlight = 0;

  /** The addresses (talk and e-mail) and browser tokens of the answers in statements on their way. */
  const busy = new Set<string>();
  const keysOf = ({ answer }: Waiting) => [`${answer.event_id} ${answer.email}`, answer.token_hash];

  /**
   * The next batch, in arrival order. Two answers from one address to one talk, or under one
   * browser token, never go in the same statement nor in two statements at once (the second would
   * not see the first, and would find neither its own row nor the other): the later one waits
   * until the earlier one's statement is done.
   */
  function take(): Waiting[] {
    const batch: Waiting[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < BATCH_MAX;) {
      const waiting = queue[i]!;
      if (keysOf(waiting).some((key) => keys.has(key) || busy.has(key))) {
        i += 1;
        continue;
      }
      for (const key of keysOf(waiting)) keys.add(key);
      batch.push(...queue.splice(i, 1));
    }
    for (const key of keys) busy.add(key);
    return batch;
  }

  function release(batch: Waiting[]) {
    for (const key of batch.flatMap(keysOf)) busy.delete(key);
  }

  async function run(batch: Waiting[]): Promise<void> {
    try {
      const rows = await storeBatch(
        db,
        batch.map((w) => w.answer),
      );
      const byIndex = new Map(rows.map(({ i, ...row }) => [i, row]));
      batch.forEach((w, i) => w.resolve(byIndex.get(i)));
    } catch (err) {
      // One answer's failure is not the others': each is tried alone, and fails alone.
      if (batch.length === 1) batch[0]!.reject(err);
      else await Promise.all(batch.map((w) => run([w])));
    }
  }

  function pump() {
    while (inFlight < IN_FLIGHT_MAX && queue.length > 0) {
      const batch = take();
      // Every answer waiting shares an address or token with one on its way: they go after it.
      if (batch.length === 0) return;
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        release(batch);
        pump();
      });
    }
  }

  return {
    store: (answer: NewAnswer) =>
      new Promise<StoredAnswerRow | undefined>((resolve, reject) => {
        queue.push({ answer, resolve, reject });
        pump();
      }),
    waiting: () => queue.length,
  };
}

const batchesByDb = new WeakMap<Db, ReturnType<typeof answerBatches>>();

function batchesOf(db: Db) {
  let batches = batchesByDb.get(db);
  if (!batches) batchesByDb.set(db, (batches = answerBatches(db)));
  return batches;
}

/** Stores a new attendee's answer with others arriving at the same time; undefined when its talk does not exist. */
export function storeNewAnswer(db: Db, answer: NewAnswer): Promise<StoredAnswerRow | undefined> {
  return batchesOf(db).store(answer);
}

/** Answers waiting for the next statement (not those on their way): what a test waits for. */
export const answersWaiting = (db: Db): number => batchesOf(db).waiting();
