import { describe, expect, it } from 'vitest';
import { ASSESSMENT_QUESTIONS } from '../../../shared/domain/assessment';
import { writeReport } from '../../domain/assessment-report';
import { parseReportContent, parseRuns, reportBody } from './report-content';
import { includedReports, splitByPlan } from './service';

describe('parseRuns', () => {
  it.each([
    ['plain', [{ text: 'plain', bold: false }]],
    [
      '**Score:** 80',
      [
        { text: 'Score:', bold: true },
        { text: ' 80', bold: false },
      ],
    ],
    [
      'a **b** c **d**',
      [
        { text: 'a ', bold: false },
        { text: 'b', bold: true },
        { text: ' c ', bold: false },
        { text: 'd', bold: true },
      ],
    ],
    ['2 ** 3', [{ text: '2 ** 3', bold: false }]],
    ['****', []],
  ])('%j', (input, runs) => {
    expect(parseRuns(input)).toEqual(runs);
  });
});

describe('parseReportContent', () => {
  it('reads headings (capped at level 3), bullets and paragraphs, skipping blank lines', () => {
    expect(parseReportContent('# Title\n\n**E-mail:** a@b.c\n## Part\n#### Deep\n- one\n* **two**\ntext <b>x</b>')).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      {
        type: 'paragraph',
        runs: [
          { text: 'E-mail:', bold: true },
          { text: ' a@b.c', bold: false },
        ],
      },
      { type: 'heading', level: 2, text: 'Part' },
      { type: 'heading', level: 3, text: 'Deep' },
      { type: 'bullet', runs: [{ text: 'one', bold: false }] },
      { type: 'bullet', runs: [{ text: 'two', bold: true }] },
      { type: 'paragraph', runs: [{ text: 'text <b>x</b>', bold: false }] },
    ]);
  });

  it('turns a written report into a section per answer', () => {
    const answers = Object.fromEntries(ASSESSMENT_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value]));
    const blocks = parseReportContent(writeReport('ada', 'ada@example.com', answers));
    const questionHeadings = blocks.filter((b) => b.type === 'heading' && b.level === 3);
    expect(questionHeadings).toHaveLength(ASSESSMENT_QUESTIONS.length);
    const body = reportBody(blocks);
    expect(body[0]).toEqual({ type: 'heading', level: 2, text: 'Summary' });
    expect(body.some((b) => b.type === 'paragraph' && b.runs[0]?.text === 'Score:')).toBe(false);
  });

  it('keeps free text before the first section and everything when there is no section', () => {
    const blocks = parseReportContent('# T\nIntro\n**Label:** v\n## S\nx');
    expect(reportBody(blocks).map((b) => b.type)).toEqual(['paragraph', 'heading', 'paragraph']);
    expect(reportBody(parseReportContent('# T\nonly'))).toEqual([{ type: 'paragraph', runs: [{ text: 'only', bold: false }] }]);
  });
});

describe('plan limits', () => {
  it('Lite opens the oldest 3 approved reports; free opens none', () => {
    expect(includedReports('lite')).toBe(3);
    expect(splitByPlan([1, 2, 3, 4, 5], 'lite')).toEqual({ open: [1, 2, 3], locked: [4, 5] });
    expect(splitByPlan([1, 2], 'lite')).toEqual({ open: [1, 2], locked: [] });
    expect(splitByPlan([1], 'free')).toEqual({ open: [], locked: [1] });
  });
});
