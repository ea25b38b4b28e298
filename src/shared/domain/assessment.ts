/**
 * The readiness assessment: 12 questions, each option worth 0-10 points, 120 in all; 80 or more
 * qualifies. One table for the page (to show the questions) and the server (to score them).
 */
export const ASSESSMENT_MAX_SCORE = 120;
export const ASSESSMENT_PASS_SCORE = 80;
/** An answer worth less than this earns an improvement tip. */
export const TIP_THRESHOLD = 6;

export interface AssessmentOption {
  value: string;
  label: string;
  points: number;
}

export interface AssessmentQuestion {
  id: string;
  question: string;
  options: AssessmentOption[];
  /** Advice shown when the chosen option is worth under TIP_THRESHOLD points. */
  tip: string;
}

export const ASSESSMENT_QUESTIONS: AssessmentQuestion[] = [
  {
    id: 'frequency',
    question: 'How many times a year do you speak in front of an audience?',
    options: [
      { value: '10+', label: '10 or more events', points: 10 },
      { value: '5-9', label: '5 to 9 events', points: 8 },
      { value: '3-4', label: '3 or 4 events', points: 5 },
      { value: '1-2', label: '1 or 2 events', points: 2 },
      { value: 'first', label: 'My first talk is coming up', points: 0 },
    ],
    tip: 'Book more stages: every talk is a chance to collect leads, so aim for at least one a month.',
  },
  {
    id: 'type',
    question: 'What kind of speaking do you mostly do?',
    options: [
      { value: 'keynotes', label: 'Keynotes', points: 10 },
      { value: 'workshops', label: 'Workshops and training', points: 8 },
      { value: 'panels', label: 'Panels', points: 5 },
      { value: 'internal', label: 'Internal company talks', points: 2 },
      { value: 'starting', label: 'I am just starting', points: 0 },
    ],
    tip: 'Pitch a signature keynote: it lets you reach whole rooms of decision makers at once.',
  },
  {
    id: 'website',
    question: 'How does your website present you as a speaker?',
    options: [
      { value: 'speaker-focused', label: 'A speaker-focused site with topics and a booking page', points: 10 },
      { value: 'needs-optimization', label: 'I have a site, but it needs work for speaking', points: 6 },
      { value: 'basic', label: 'A basic page', points: 3 },
      { value: 'none', label: 'No website yet', points: 0 },
    ],
    tip: 'Give organisers a speaker page: topics, a short video, testimonials and a booking form.',
  },
  {
    id: 'leadMagnets',
    question: 'What do you offer the audience to stay in touch?',
    options: [
      { value: 'professional', label: 'A professional free resource (guide, checklist, course)', points: 10 },
      { value: 'basic', label: 'Something simple, like slides', points: 6 },
      { value: 'cards', label: 'Business cards', points: 2 },
      { value: 'nothing', label: 'Nothing yet', points: 0 },
    ],
    tip: 'Offer a free gift worth scanning for, such as a checklist from your talk, in exchange for an e-mail.',
  },
  {
    id: 'followUp',
    question: 'How do you follow up with attendees after a talk today?',
    options: [
      { value: 'none', label: 'I do not follow up', points: 10 },
      { value: 'personal', label: 'Personal messages now and then', points: 8 },
      { value: 'manual', label: 'A manual e-mail to the people I met', points: 6 },
      { value: 'automated', label: 'An automated sequence', points: 0 },
    ],
    // Inverted on purpose: the less follow-up a speaker has, the more SpeakerPro adds.
    tip: 'You already automate follow-up; connect it to feedback so hot leads get a personal note first.',
  },
  {
    id: 'newsletter',
    question: 'How important is growing your e-mail list to you?',
    options: [
      { value: 'very', label: 'Very important', points: 10 },
      { value: 'important', label: 'Important', points: 8 },
      { value: 'somewhat', label: 'Somewhat important', points: 5 },
      { value: 'not-very', label: 'Not very important', points: 2 },
      { value: 'not-important', label: 'Not important', points: 0 },
    ],
    tip: 'An e-mail list is the audience you own: start one and invite every attendee who gives consent.',
  },
  {
    id: 'tracking',
    question: 'How do you track the leads your talks bring in?',
    options: [
      { value: 'none', label: 'I do not track them', points: 10 },
      { value: 'agent', label: 'My agent or bureau does', points: 8 },
      { value: 'informal', label: 'Informally (notes, spreadsheet)', points: 6 },
      { value: 'comprehensive', label: 'A full CRM pipeline', points: 2 },
    ],
    tip: 'Feed your CRM from each talk: export hot leads (4-5 stars) after every event.',
  },
  {
    id: 'testimonials',
    question: 'How many written testimonials do you have from recent talks?',
    options: [
      { value: 'none', label: 'None', points: 10 },
      { value: '1-2', label: '1 or 2', points: 8 },
      { value: '3-5', label: '3 to 5', points: 6 },
      { value: '5+', label: 'More than 5', points: 2 },
    ],
    tip: 'Turn your testimonials into shareable graphics and post one after every event.',
  },
  {
    id: 'marketing',
    question: 'How much marketing do you do around your talks?',
    options: [
      { value: 'minimal', label: 'Very little', points: 10 },
      { value: 'basic', label: 'Basic posts before and after', points: 8 },
      { value: 'some', label: 'A planned campaign now and then', points: 5 },
      { value: 'full', label: 'A full campaign for every talk', points: 2 },
    ],
    tip: 'Measure which talks bring bookings and put your campaign effort behind those topics.',
  },
  {
    id: 'referrals',
    question: 'How often do your talks lead to referrals for more bookings?',
    options: [
      { value: 'rarely', label: 'Rarely', points: 10 },
      { value: 'occasionally', label: 'Occasionally', points: 8 },
      { value: 'regularly', label: 'Regularly', points: 6 },
      { value: 'almost-always', label: 'Almost always', points: 2 },
    ],
    tip: 'Ask happy attendees for an introduction to their events team while the talk is fresh.',
  },
  {
    id: 'income',
    question: 'What is your yearly income from speaking?',
    options: [
      { value: '40k+', label: '£40,000 or more', points: 10 },
      { value: '20k-39k', label: '£20,000 to £39,999', points: 8 },
      { value: '10k-19k', label: '£10,000 to £19,999', points: 5 },
      { value: '5k-9k', label: '£5,000 to £9,999', points: 2 },
      { value: 'under-5k', label: 'Under £5,000', points: 0 },
    ],
    tip: 'Raise your fee with proof: a page of recent ratings and testimonials justifies a higher quote.',
  },
  {
    id: 'investment',
    question: 'How much do you invest each month in growing your speaking business?',
    options: [
      { value: '100+', label: '£100 or more', points: 10 },
      { value: '50-99', label: '£50 to £99', points: 8 },
      { value: '25-49', label: '£25 to £49', points: 5 },
      { value: '10-24', label: '£10 to £24', points: 2 },
      { value: 'under-10', label: 'Under £10', points: 0 },
    ],
    tip: 'Set aside a small monthly budget for tools that turn each talk into bookings.',
  },
];

export type AssessmentAnswers = Record<string, string>;

export interface AssessmentResult {
  score: number;
  maxScore: number;
  passed: boolean;
  percentage: number;
  level: 'Ready' | 'Building Great Momentum';
  tips: { questionId: string; tip: string }[];
}

/** Points of one answer, or undefined when the question or option does not exist. */
export function pointsFor(questionId: string, value: string): number | undefined {
  return ASSESSMENT_QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.value === value)?.points;
}

/** Which answers are missing or not one of the question's options (empty when all 12 are valid). */
export function invalidAnswers(answers: AssessmentAnswers): string[] {
  return ASSESSMENT_QUESTIONS.filter((q) => pointsFor(q.id, answers[q.id] ?? '') === undefined).map((q) => q.id);
}

export function scoreAssessment(answers: AssessmentAnswers): AssessmentResult {
  let score = 0;
  const tips: AssessmentResult['tips'] = [];
  for (const q of ASSESSMENT_QUESTIONS) {
    const points = pointsFor(q.id, answers[q.id] ?? '') ?? 0;
    score += points;
    if (points < TIP_THRESHOLD) tips.push({ questionId: q.id, tip: q.tip });
  }
  const passed = score >= ASSESSMENT_PASS_SCORE;
  return {
    score,
    maxScore: ASSESSMENT_MAX_SCORE,
    passed,
    percentage: Math.round((score / ASSESSMENT_MAX_SCORE) * 100),
    level: passed ? 'Ready' : 'Building Great Momentum',
    tips,
  };
}

/** Qualified-speaker tiers: 100+ Expert, 90-99 Advanced, otherwise Qualified. */
export function qualifiedTier(score: number): 'Expert' | 'Advanced' | 'Qualified' {
  if (score >= 100) return 'Expert';
  if (score >= 90) return 'Advanced';
  return 'Qualified';
}

/**
 * The e-mail platforms of the product's own feedback form. Kept here, without zod, so the public
 * form does not download the contract's schemas; the contract re-exports it as EMAIL_PLATFORMS.
 */
export const FEEDBACK_EMAIL_PLATFORMS = [
  'gmail',
  'outlook',
  'apple',
  'yahoo',
  'zoho',
  'mailchimp',
  'constant-contact',
  'sendinblue',
  'other',
] as const;
