import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { speakerProfiles } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { greeting } from '../../../shared/domain/greeting';
import { effectivePlanSql } from '../../domain/plans';

/**
 * Tells each free speaker, at most once per run (the job runs hourly), how many attendees answered
 * on their page since they were last told. The e-mail names no attendee: the answers themselves
 * are read in the speaker area once the speaker claims the account. Marking and queueing happen in
 * one transaction, so no answer is told twice or skipped.
 */
export async function tellFreeSpeakersOfNewAnswers(deps: { db: Db; mailer: Mailer; publicUrl: string }, now = new Date()): Promise<number> {
  const site = deps.publicUrl.replace(/\/+$/, '');
  const told = await deps.db.transaction(async (tx) => {
    // One run at a time across processes: the second finds everything already told.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('free-speaker-answers'))`);
    const rows = await queryRows<{ profile_id: number; email: string; first_name: string; slug: string; answers: number; average: number }>(
      tx,
      sql`select p.id as profile_id, p.work_email as email, p.first_name, p.slug,
                 count(r.id)::int as answers, round(avg(r.rating)::numeric, 1)::float as average
          from speaker_profiles p
          join events e on e.speaker_user_id = p.user_id
          join responses r on r.event_id = e.id
          where ${effectivePlanSql(sql`p.user_id`, now)} = 'free'
            and r.submitted_at > coalesce(p.answers_told_until, p.created_at - interval '1 day')
            and r.submitted_at <= ${now}
          group by p.id`,
    );
    for (const row of rows) {
      await deps.mailer.enqueue(tx, {
        to: row.email,
        subject: `${row.answers} new answer${row.answers === 1 ? '' : 's'} on your SpeakerPro feedback page`,
        text: [
          greeting(row.first_name || null),
          '',
          `${row.answers} ${row.answers === 1 ? 'person' : 'people'} answered on your feedback page since we last wrote (average rating ${row.average} out of 5).`,
          `Your page: ${site}/feedback/${row.slug}`,
          '',
          `To read the answers, testimonials and leads, create your password with this e-mail address: ${site}/speaker/signup`,
          '',
          'We write at most once an hour, and only when someone answered.',
          '',
          'The SpeakerPro team',
        ].join('\n'),
        source: 'free-speaker-answers',
        idempotencyKey: `free-speaker-answers:${row.profile_id}:${now.toISOString()}`,
      });
      await tx.update(speakerProfiles).set({ answersToldUntil: now }).where(eq(speakerProfiles.id, row.profile_id));
    }
    return rows.length;
  });
  if (told > 0) deps.mailer.kick();
  return told;
}
