// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionResult } from '../../../shared/contract/talks';
import { QuestionResultFigure } from './question-results';

afterEach(cleanup);

const base = { options: null, required: false, retired: false, recommend: null, texts: [] };
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('QuestionResultFigure', () => {
  it('charts a 0-10 question with its score and every value in the table', () => {
    const counts = Array.from({ length: 11 }, (_, v) => ({ value: String(v), count: v === 9 ? 2 : v === 3 ? 1 : 0 }));
    const result: QuestionResult = {
      ...base,
      id: 1,
      kind: 'recommend',
      label: 'Would you recommend it?',
      answerCount: 3,
      counts,
      recommend: { promoters: 2, passives: 0, detractors: 1, total: 3, score: 33 },
    };
    render(<QuestionResultFigure result={result} />);
    expect(screen.getByText(/Score 33 · 2 promoters \(9-10\), 0 passives \(7-8\), 1 detractor \(0-6\) of 3 answers/)).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Would you recommend it\? 3 answers\. 0: 0, .*9: 2, 10: 0\./ })).toBeTruthy();
    const rows = tableRows('Would you recommend it?');
    expect(rows[0]).toEqual(['Answer', 'Answers']);
    expect(rows).toContainEqual(['9', '2']);
    expect(rows).toContainEqual(['3', '1']);
    expect(rows).toHaveLength(12);
  });

  it('names a choice question’s options in the table and marks a retired question', () => {
    const result: QuestionResult = {
      ...base,
      id: 2,
      kind: 'choice',
      label: 'Most useful part?',
      options: ['Stories', 'Checklist'],
      retired: true,
      answerCount: 4,
      counts: [
        { value: 'Stories', count: 1 },
        { value: 'Checklist', count: 3 },
      ],
    };
    render(<QuestionResultFigure result={result} />);
    expect(tableRows('Most useful part? (retired)')).toEqual([
      ['Option', 'Answers'],
      ['Stories', '1'],
      ['Checklist', '3'],
    ]);
  });

  it('lists a text question’s words without names, and says when nobody answered', () => {
    render(
      <QuestionResultFigure
        result={{ ...base, id: 3, kind: 'text', label: 'Next topic?', answerCount: 2, counts: [], texts: ['Pricing', 'Hiring'] }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Next topic?' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['“Pricing”', '“Hiring”']);
    cleanup();
    render(<QuestionResultFigure result={{ ...base, id: 4, kind: 'scale', label: 'Clear?', answerCount: 0, counts: [] }} />);
    expect(screen.getByText('No answers yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
