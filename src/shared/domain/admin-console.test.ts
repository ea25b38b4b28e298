import { describe, expect, it } from 'vitest';
import {
  assessmentBadge,
  assessmentStats,
  exportFailedMessage,
  exportText,
  formatAnswerKey,
  formatAnswers,
  formatAverageScore,
  formatPercent,
  keyAssessmentAreas,
  qualifiedSpeakers,
  qualifiedStats,
  qualifiedTier,
  sortByScoreDesc,
  waitlistLookup,
} from './admin-console';
import {
  buildExportTables,
  checkDataIntegrity,
  findDuplicateEmails,
  type ExportSources,
} from '../../server/features/admin-console/aggregation';
import { computeEngagementSegments } from '../../server/domain/engagement-segments';
import { ASSESSMENT_QUESTIONS } from './assessment';

const allAnswers = () => Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options[0]!.value]));

describe('tiers and badges', () => {
  it.each([
    [120, 'Expert'],
    [100, 'Expert'],
    [99, 'Advanced'],
    [90, 'Advanced'],
    [89, 'Qualified'],
    [80, 'Qualified'],
  ])('%i points is %s', (score, tier) => {
    expect(qualifiedTier(score)).toBe(tier);
  });

  it("is 'Qualified' from 80 points, 'Building Momentum' below", () => {
    expect(assessmentBadge(80)).toBe('Qualified');
    expect(assessmentBadge(79)).toBe('Building Momentum');
  });
});

describe('answer formatting', () => {
  it.each([
    ['speaking_frequency', 'Speaking Frequency'],
    ['leadMagnets', 'Lead Magnets'],
    ['income', 'Income'],
    ['_odd__key_', 'Odd Key'],
  ])('%s -> %s', (key, label) => {
    expect(formatAnswerKey(key)).toBe(label);
  });

  it('lists answers in the questionnaire order with option labels, unknown keys last', () => {
    const answers = { zeta_extra: 'raw value', income: '40k+', frequency: '10+' };
    expect(formatAnswers(answers)).toEqual([
      { key: 'frequency', label: 'Frequency', value: '10 or more events' },
      { key: 'income', label: 'Income', value: '£40,000 or more' },
      { key: 'zeta_extra', label: 'Zeta Extra', value: 'raw value' },
    ]);
  });

  it('key assessment areas are the first 6 answers', () => {
    const areas = keyAssessmentAreas(allAnswers());
    expect(areas).toHaveLength(6);
    expect(areas.map((a) => a.key)).toEqual(ASSESSMENT_QUESTIONS.slice(0, 6).map((q) => q.id));
    expect(keyAssessmentAreas({ income: '40k+' })).toHaveLength(1);
  });
});

describe('waitlist lookup', () => {
  it('matches e-mails ignoring case and spaces', () => {
    const find = waitlistLookup([{ name: 'Ada Lovelace', email: 'Ada@Example.com ' }]);
    expect(find(' ada@example.COM')?.name).toBe('Ada Lovelace');
    expect(find('bob@example.com')).toBeUndefined();
  });
});

describe('statistics and sorting', () => {
  const items = [
    { email: 'a@x.io', score: 79, passed: false, createdAt: '2026-01-01T00:00:00Z' },
    { email: 'b@x.io', score: 80, passed: true, createdAt: '2026-01-02T00:00:00Z' },
    { email: 'c@x.io', score: 101, passed: true, createdAt: '2026-01-03T00:00:00Z' },
    { email: 'B@x.io', score: 95, passed: true, createdAt: '2026-01-04T00:00:00Z' },
  ];

  it('counts qualified at 80+, averages with one decimal and rounds the rate', () => {
    const stats = assessmentStats(items);
    expect(stats).toMatchObject({ total: 4, qualified: 3 });
    expect(formatAverageScore(stats.averageScore)).toBe('88.8');
    expect(formatPercent(stats.qualificationRate)).toBe('75%');
    expect(assessmentStats([])).toEqual({ total: 0, qualified: 0, averageScore: 0, qualificationRate: 0 });
    expect(formatPercent(assessmentStats(items.slice(0, 3)).qualificationRate)).toBe('67%');
  });

  it('sorts by score, newest first on a tie', () => {
    const tie = [
      { score: 90, createdAt: '2026-01-01T00:00:00Z', id: 1 },
      { score: 100, createdAt: '2026-01-01T00:00:00Z', id: 2 },
      { score: 90, createdAt: '2026-02-01T00:00:00Z', id: 3 },
    ];
    expect(sortByScoreDesc(tie).map((x) => x.id)).toEqual([2, 3, 1]);
  });

  it('qualified speakers: passed only, one per person with their best score', () => {
    const speakers = qualifiedSpeakers(items);
    expect(speakers.map((s) => [s.email, s.score])).toEqual([
      ['c@x.io', 101],
      ['B@x.io', 95],
    ]);
    expect(qualifiedStats(speakers)).toEqual({ count: 2, expert: 1, advanced: 1, averageScore: 98 });
    expect(qualifiedStats([])).toEqual({ count: 0, expert: 0, advanced: 0, averageScore: 0 });
  });
});

describe('computeEngagementSegments', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

  it('puts each person in the segments the rules say, ordered, once', () => {
    const segments = computeEngagementSegments({
      now,
      optedOut: new Set(['quiet@x.io']),
      // The server's one rule (bestNames) names these; everyone else by their record, else the address.
      knownNames: new Map([
        ['took@x.io', 'Took It'],
        ['pro@x.io', 'Pro Speaker'],
        ['fan@x.io', 'Fan Known'],
        ['edge@x.io', 'Edge Known'],
      ]),
      waitlist: [
        { name: 'Fresh Face', email: 'fresh@x.io', joinedAt: daysAgo(1) },
        { name: 'Edge Case', email: 'edge@x.io', joinedAt: daysAgo(30) },
        { name: 'Too Old', email: 'old@x.io', joinedAt: daysAgo(31) },
        { name: 'Took It', email: 'Took@X.io', joinedAt: daysAgo(2) },
        { name: 'Quiet One', email: 'quiet@x.io', joinedAt: daysAgo(1) },
      ],
      assessments: [
        { email: 'took@x.io', score: 70, passed: false, createdAt: daysAgo(2) },
        { email: 'took@x.io', score: 92, passed: true, createdAt: daysAgo(1) },
        { email: 'pro@x.io', score: 110, passed: true, createdAt: daysAgo(5) },
        { email: 'quiet@x.io', score: 120, passed: true, createdAt: daysAgo(1) },
      ],
      feedback: [
        { speakerName: 'Happy', speakerEmail: 'happy@x.io', speakerproRating: 4, submittedAt: daysAgo(3) },
        { speakerName: 'Happy Again', speakerEmail: 'HAPPY@x.io', speakerproRating: 5, submittedAt: daysAgo(2) },
        { speakerName: 'Meh', speakerEmail: 'meh@x.io', speakerproRating: 3, submittedAt: daysAgo(1) },
        { speakerName: 'Fan', speakerEmail: 'fan@x.io', speakerproRating: 4, submittedAt: daysAgo(1) },
        { speakerName: 'Quiet', speakerEmail: 'quiet@x.io', speakerproRating: 5, submittedAt: daysAgo(1) },
      ],
    });
    expect(segments.hot_lead).toEqual([
      { name: 'Happy Again', email: 'happy@x.io', highestRating: 5 },
      { name: 'Fan Known', email: 'fan@x.io', highestRating: 4 },
    ]);
    expect(segments.qualified_prospect).toEqual([
      { name: 'Pro Speaker', email: 'pro@x.io', bestAssessmentScore: 110 },
      { name: 'Took It', email: 'took@x.io', bestAssessmentScore: 92 },
    ]);
    expect(segments.new_waitlist).toEqual([
      { name: 'Fresh Face', email: 'fresh@x.io', joinedAt: daysAgo(1).toISOString() },
      { name: 'Edge Known', email: 'edge@x.io', joinedAt: daysAgo(30).toISOString() },
    ]);
  });

  it('shows a person the rule knows no name for by the address’s local part when the record has no name either', () => {
    const segments = computeEngagementSegments({
      now,
      optedOut: new Set(),
      knownNames: new Map(),
      waitlist: [],
      assessments: [{ email: 'Anon.Person@x.io', score: 100, passed: true, createdAt: daysAgo(1) }],
      feedback: [{ speakerName: ' ', speakerEmail: 'blank@x.io', speakerproRating: 5, submittedAt: daysAgo(1) }],
    });
    expect(segments.qualified_prospect.map((p) => p.name)).toEqual(['anon.person']);
    expect(segments.hot_lead.map((p) => p.name)).toEqual(['blank']);
  });
});

describe('data integrity', () => {
  it('groups e-mails that differ only by case or spaces', () => {
    expect(findDuplicateEmails(['a@x.io', 'A@x.io', ' a@x.io', 'a@x.io', 'b@x.io', 'b@x.io', 'c@x.io ', 'C@X.IO'])).toEqual([
      { email: 'a@x.io', variations: [' a@x.io', 'A@x.io', 'a@x.io'] },
      { email: 'c@x.io', variations: ['C@X.IO', 'c@x.io '] },
    ]);
  });

  it('reports blank names and assessments without a waitlist entry, with recommendations', () => {
    const report = checkDataIntegrity([
      { source: 'waitlist', id: 1, email: 'ann@x.io', name: 'Ann' },
      { source: 'waitlist', id: 2, email: 'Nobody@x.io', name: '  ' },
      { source: 'campaign_feedback', id: 7, email: 'ann@x.io', name: '' },
      { source: 'assessment', id: 3, email: 'ANN@x.io', name: null },
      { source: 'assessment', id: 4, email: 'stranger@x.io', name: null },
      { source: 'assessment', id: 5, email: 'stranger@x.io', name: null },
    ]);
    expect(report.duplicateEmails).toEqual([{ email: 'ann@x.io', variations: ['ANN@x.io', 'ann@x.io'] }]);
    expect(report.missingNames).toEqual([
      { source: 'waitlist', id: 2, email: 'Nobody@x.io' },
      { source: 'campaign_feedback', id: 7, email: 'ann@x.io' },
    ]);
    expect(report.unmatchedAssessmentEmails).toEqual(['stranger@x.io']);
    expect(report.recommendations).toEqual([
      'Merge 1 e-mail address that is written in more than one way (case or spaces), e.g. ann@x.io, so each person is counted once.',
      'Add names to 2 entries without one (waitlist, campaign feedback).',
      "1 assessment e-mail without a waitlist entry appears as 'Unknown Speaker'; invite them to join the waitlist.",
    ]);
  });

  it('has no findings and no recommendations for clean data', () => {
    expect(checkDataIntegrity([{ source: 'waitlist', id: 1, email: 'a@x.io', name: 'A' }])).toEqual({
      duplicateEmails: [],
      missingNames: [],
      unmatchedAssessmentEmails: [],
      recommendations: [],
    });
  });
});

describe('data export', () => {
  const src: ExportSources = {
    // What the server's one rule (bestNames) knows: Ada's waitlist name, Bob's account name.
    knownNames: new Map([
      ['ada@x.io', 'Ada'],
      ['bob@x.io', 'Robert Known'],
    ]),
    waitlist: [
      { name: 'Ada', email: 'ada@x.io', heardAbout: 'linkedin', joinedAt: '2026-01-05T10:00:00Z' },
      { name: 'Bob', email: 'bob@x.io', heardAbout: null, joinedAt: new Date('2026-01-06T23:30:00Z') },
    ],
    assessments: [
      { email: 'ADA@x.io', score: 85, maxScore: 120, passed: true, answers: { frequency: '10+' }, createdAt: '2026-01-07T00:00:00Z' },
      { email: 'cy@x.io', score: 40, maxScore: 120, passed: false, answers: {}, createdAt: '2026-01-09T00:00:00Z' },
    ],
    qualifiedLeads: [{ name: 'ada', email: 'ada@x.io', score: 85, status: 'pending', createdAt: '2026-01-07T00:00:00Z' }],
    feedback: [
      {
        speakerName: 'Bob',
        speakerEmail: 'Bob@x.io',
        emailPlatform: 'gmail',
        speakerproRating: 5,
        speakerproFeedback: '=HYPERLINK("http://evil")',
        speakingChallenge: 'Line one\nline two',
        source: 'qr_campaign',
        submittedAt: '2026-01-08T00:00:00Z',
      },
    ],
  };
  const tables = Object.fromEntries(buildExportTables(src).map((t) => [t.key, t]));

  it("builds the six lists in order, with 'not given' for a blank heard_about", () => {
    expect(Object.keys(tables)).toEqual([
      'waitlist',
      'assessments',
      'qualified-leads',
      'feedback',
      'without-feedback',
      'without-assessment',
    ]);
    expect(tables.waitlist!.rows).toEqual([
      ['Ada', 'ada@x.io', 'linkedin', '2026-01-05'],
      ['Robert Known', 'bob@x.io', 'not given', '2026-01-06'],
    ]);
    expect(tables.assessments!.rows).toEqual([
      ['Ada', 'ADA@x.io', '85', '120', 'Qualified', '2026-01-07', 'Frequency: 10 or more events'],
      ['Unknown Speaker', 'cy@x.io', '40', '120', 'Building Momentum', '2026-01-09', ''],
    ]);
    expect(tables['without-feedback']!.rows).toEqual([['Ada', 'ada@x.io', '2026-01-05']]);
    expect(tables['without-assessment']!.rows).toEqual([['Robert Known', 'bob@x.io', '2026-01-06']]);
  });

  it('names every row by the rule, else by what the row itself says', () => {
    expect(tables['qualified-leads']!.rows[0]![0]).toBe('Ada');
    expect(tables.feedback!.rows[0]![0]).toBe('Robert Known');
    const unknown = buildExportTables({ ...src, knownNames: new Map() });
    expect(unknown.find((t) => t.key === 'qualified-leads')!.rows[0]![0]).toBe('ada');
    expect(unknown.find((t) => t.key === 'waitlist')!.rows.map((r) => r[0])).toEqual(['Ada', 'Bob']);
  });

  it('copies as tab-separated lines with flattened fields and neutralised formulas', () => {
    expect(exportText(tables.feedback!)).toBe(
      'Name\tEmail\tEmail Platform\tRating\tFeedback\tSpeaking Challenge\tSource\tSubmitted\n' +
        'Robert Known\tBob@x.io\tgmail\t5\t\'=HYPERLINK("http://evil")\tLine one line two\tqr_campaign\t2026-01-08',
    );
    expect(exportText({ header: ['A'], rows: [] })).toBe('A');
  });

  it('names the list in the failure message', () => {
    expect(exportFailedMessage('qualified-leads')).toBe('Failed to export qualified leads data. Please try again.');
    expect(exportFailedMessage('waitlist')).toBe('Failed to export waitlist data. Please try again.');
  });
});
