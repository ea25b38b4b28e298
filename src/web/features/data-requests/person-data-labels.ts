import type { PersonDataCounts } from '../../../shared/contract/data-requests';

/** How each kind of record is named to the person and the owner, in this order. */
export const PERSON_DATA_LABELS: Record<keyof PersonDataCounts, string> = {
  answers: 'Feedback answers',
  graphics: 'Testimonial graphics',
  storedFiles: 'Stored files',
  pendingAnswers: 'Unconfirmed answer changes',
  referrals: 'Answers that passed you on to a speaker',
  waitlistEntries: 'Waitlist entries',
  assessments: 'Readiness assessments',
  assessmentReports: 'Assessment reports',
  qualifiedLeads: 'Qualified-speaker records',
  inquiries: 'Hire-a-speaker inquiries',
  ownerLeads: 'Requests in the owner’s inbox',
  freeTierSignups: 'Free QR page sign-ups',
  productFeedback: 'Feedback about SpeakerPro',
  campaignRecipients: 'Campaign recipient entries',
  mailMessages: 'E-mails',
  ownerNotes: 'Owner’s notes on the record',
};

/** The kinds with at least one record, as [label, count] pairs. */
export function heldKinds(counts: PersonDataCounts): [string, number][] {
  return (Object.keys(PERSON_DATA_LABELS) as (keyof PersonDataCounts)[])
    .filter((k) => counts[k] > 0)
    .map((k) => [PERSON_DATA_LABELS[k], counts[k]]);
}
