// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_COLORS, seriesColor } from './chart-colors';
import { ChartFigure } from './chart-figure';

afterEach(cleanup);

const data = [
  { stars: '5 stars', count: 7 },
  { stars: '4 stars', count: 3 },
];

describe('ChartFigure', () => {
  it('names the chart as one image by its summary and gives the same numbers as a table', () => {
    render(
      <ChartFigure
        title="Ratings"
        summary="7 answers gave 5 stars and 3 gave 4 stars."
        table={{
          columns: [{ label: 'Rating' }, { label: 'Answers', numeric: true }],
          rows: data.map((d) => ({ key: d.stars, cells: [d.stars, d.count] })),
        }}
      >
        <BarChart data={data}>
          <XAxis dataKey="stars" stroke={seriesColor(6)} />
          <YAxis />
          <Bar dataKey="count" fill={CHART_COLORS.primary} />
        </BarChart>
      </ChartFigure>,
    );
    expect(screen.getByRole('img', { name: 'Ratings. 7 answers gave 5 stars and 3 gave 4 stars.' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Ratings' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Rating', 'Answers'],
      ['5 stars', '7'],
      ['4 stars', '3'],
    ]);
    expect(screen.getByText('Show the numbers as a table').tagName).toBe('SUMMARY');
  });

  it('says what is missing instead of drawing empty axes', () => {
    render(
      <ChartFigure title="Ratings" summary="" table={{ columns: [{ label: 'Rating' }], rows: [] }} empty="No answers yet">
        <BarChart data={[]} />
      </ChartFigure>,
    );
    expect(screen.getByText('No answers yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('does not add a full stop after a title that ends a sentence already (a question)', () => {
    render(
      <ChartFigure title="Would you recommend it?" summary="3 answers." table={{ columns: [{ label: 'Answer' }], rows: [] }}>
        <BarChart data={[]} />
      </ChartFigure>,
    );
    expect(screen.getByRole('img', { name: 'Would you recommend it? 3 answers.' })).toBeTruthy();
  });
});
