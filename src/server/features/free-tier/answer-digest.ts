import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { speakerProfiles } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { greeting } from '../../../shared/domain/greeting';
import { effectivePlanSql } from '../../domain/plans';

/**
 * Tells each speaker on Free (a free page, or an account whose trial or plan ended), at most once
 * per run (the job runs hourly), how many attendees answered on their pages since they were last
 * told. The e-mail names no attendee: the answers themselves are read in the speaker area, after
 * signing in (or claiming a free page's account). Marking and queueing happen in one transaction,
 * so no answer is told twice or skipped.
 */
export async function tellFreeSpeakersOfNewAnswers(deps: { db: Db; mailer: Mailer; publicUrl: string }, now = new Date()): Promise<number> {
  const site = deps.publicUrl.replace(/\/+$/, '');
  const told = await deps.db.transaction(async (tx) => {
    // One run at a time across processes: the second finds everything already told.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('free-speaker-answers'))`);
    const rows = await queryRows<{
      profile_id: number;
      email: string;
      first_name: string;
      slug: string;
      answers: number;
      average: number;
      has_password: boolean;
    }>(
      tx,
      sql`select p.id as profile_id, p.work_email as email, p.first_name, p.slug,
                 count(r.id)::int as answers, round(avg(r.rating)::numeric, 1)::float as average,
                 bool_or(u.password_hash is not null) as has_password
          from speaker_profiles p
          join users u on u.id = p.user_id
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
          // A free-page account has no password until it claims one; an account back on Free after a
          // trial or a plan already signs in with its own.
          row.has_password
            ? `To read the answers, testimonials and leads, sign in with this e-mail address: ${site}/speaker/login`
            : `To read the answers, testimonials and leads, create your password with this e-mail address: ${site}/speaker/signup`,
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
