/**
 * The owner's engagement segments: who rated SpeakerPro highly, who passed the assessment, who
 * joined the waitlist lately. The admin console shows them and the campaigns' audiences are built
 * from them, so both read this one rule.
 */
import { HOT_LEAD_MIN_RATING } from '../../shared/domain/constants';
import { nameFromEmail, normalizeEmail } from '../../shared/domain/email';
import { type DateLike, NEW_WAITLIST_DAYS, type WaitlistPerson, toIso, toTime } from '../../shared/domain/admin-console';
import type { Db } from '../db/client';
import { assessments, campaignFeedback, waitlistEntries } from '../db/schema';
import { bestNames } from './best-name';
import { allEmailMarketingOptOuts } from './consent-rules';

export interface SegmentSources {
  waitlist: readonly WaitlistPerson[];
  assessments: readonly { email: string; score: number; passed: boolean; createdAt: DateLike }[];
  /** Answers to the product's own feedback form (rating of SpeakerPro, 1-5). */
  feedback: readonly { speakerName: string; speakerEmail: string; speakerproRating: number; submittedAt: DateLike }[];
  /** Normalised e-mails of people who opted out of e-mail marketing. */
  optedOut: ReadonlySet<string>;
  now: Date;
  /**
   * The best name known for each normalised address (the server's one rule, bestNames). A person
   * it knows no name for is shown by what the record itself says, else the address's local part.
   */
  knownNames: ReadonlyMap<string, string>;
}

export interface EngagementSegments {
  hot_lead: { name: string; email: string; highestRating: number }[];
  qualified_prospect: { name: string; email: string; bestAssessmentScore: number }[];
  new_waitlist: { name: string; email: string; joinedAt: string }[];
  /** How many people each segment left out because they opted out of marketing e-mail. */
  opted_out_left_out: { hot_lead: number; qualified_prospect: number; new_waitlist: number };
}

/**
 * The owner's marketing segments, one entry per person (e-mails compared normalised):
 * - hot_lead: rated SpeakerPro 4 or 5 stars on the product's feedback form; highest rating first.
 * - qualified_prospect: passed the readiness assessment; best score first.
 * - new_waitlist: joined the waitlist in the last 30 days and has not taken the assessment yet;
 *   newest first.
 * People who opted out of e-mail marketing are in no segment: segments feed campaigns.
 * Attendees' answers to speakers' talks are not used: their consent is to the speaker, not to us.
 */
export function computeEngagementSegments(src: SegmentSources): EngagementSegments {
  const nameOf = (email: string, own = '') =>
    src.knownNames.get(normalizeEmail(email)) || own.trim() || nameFromEmail(normalizeEmail(email));
  const allowed = (email: string) => !src.optedOut.has(normalizeEmail(email));
  const leftOut = { hot_lead: new Set<string>(), qualified_prospect: new Set<string>(), new_waitlist: new Set<string>() };

  const hot = new Map<string, { name: string; email: string; highestRating: number; at: number }>();
  for (const f of src.feedback) {
    if (f.speakerproRating < HOT_LEAD_MIN_RATING) continue;
    if (!allowed(f.speakerEmail)) {
      leftOut.hot_lead.add(normalizeEmail(f.speakerEmail));
      continue;
    }
    const key = normalizeEmail(f.speakerEmail);
    const at = toTime(f.submittedAt);
    const prev = hot.get(key);
    if (!prev || f.speakerproRating > prev.highestRating || (f.speakerproRating === prev.highestRating && at > prev.at)) {
      hot.set(key, {
        name: nameOf(key, f.speakerName),
        email: key,
        highestRating: Math.max(f.speakerproRating, prev?.highestRating ?? 0),
        at,
      });
    }
  }

  const prospects = new Map<string, { name: string; email: string; bestAssessmentScore: number; at: number }>();
  const assessed = new Set<string>();
  for (const a of src.assessments) {
    const key = normalizeEmail(a.email);
    assessed.add(key);
    if (!a.passed) continue;
    if (!allowed(key)) {
      leftOut.qualified_prospect.add(key);
      continue;
    }
    const at = toTime(a.createdAt);
    const prev = prospects.get(key);
    if (!prev || a.score > prev.bestAssessmentScore || (a.score === prev.bestAssessmentScore && at > prev.at)) {
      prospects.set(key, { name: nameOf(key), email: key, bestAssessmentScore: a.score, at });
    }
  }

  const since = src.now.getTime() - NEW_WAITLIST_DAYS * 24 * 60 * 60 * 1000;
  const recent = src.waitlist.filter((w) => toTime(w.joinedAt) >= since && !assessed.has(normalizeEmail(w.email)));
  for (const w of recent) if (!allowed(w.email)) leftOut.new_waitlist.add(normalizeEmail(w.email));
  const newcomers = recent
    .filter((w) => allowed(w.email))
    .sort((a, b) => toTime(b.joinedAt) - toTime(a.joinedAt))
    .map((w) => ({ name: nameOf(w.email, w.name), email: normalizeEmail(w.email), joinedAt: toIso(w.joinedAt) }));

  return {
    hot_lead: [...hot.values()]
      .sort((a, b) => b.highestRating - a.highestRating || b.at - a.at)
      .map(({ name, email, highestRating }) => ({ name, email, highestRating })),
    qualified_prospect: [...prospects.values()]
      .sort((a, b) => b.bestAssessmentScore - a.bestAssessmentScore || b.at - a.at)
      .map(({ name, email, bestAssessmentScore }) => ({ name, email, bestAssessmentScore })),
    new_waitlist: newcomers,
    opted_out_left_out: {
      hot_lead: leftOut.hot_lead.size,
      qualified_prospect: leftOut.qualified_prospect.size,
      new_waitlist: leftOut.new_waitlist.size,
    },
  };
}

/**
 * `optedOut`: the addresses to leave out; by default everyone who opted out of marketing e-mail.
 * The audiences pass none, to list every member and say why some are not e-mailed.
 */
export async function getEngagementSegments(db: Db, now = new Date(), optedOut?: ReadonlySet<string>): Promise<EngagementSegments> {
  const [waitlist, assessed, feedback, optOuts] = await Promise.all([
    db.select({ name: waitlistEntries.name, email: waitlistEntries.email, joinedAt: waitlistEntries.joinedAt }).from(waitlistEntries),
    db
      .select({ email: assessments.email, score: assessments.score, passed: assessments.passed, createdAt: assessments.createdAt })
      .from(assessments),
    db
      .select({
        speakerName: campaignFeedback.speakerName,
        speakerEmail: campaignFeedback.speakerEmail,
        speakerproRating: campaignFeedback.speakerproRating,
        submittedAt: campaignFeedback.submittedAt,
      })
      .from(campaignFeedback),
    optedOut ?? allEmailMarketingOptOuts(db),
  ]);
  const knownNames = await bestNames(db, [...waitlist, ...assessed].map((r) => r.email).concat(feedback.map((f) => f.speakerEmail)));
  return computeEngagementSegments({
    waitlist,
    assessments: assessed,
    feedback,
    optedOut: optOuts,
    now,
    knownNames,
  });
}
