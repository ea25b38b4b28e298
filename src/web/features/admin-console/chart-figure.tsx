import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';
import { Card } from '../../components/ui/card';

/** The theme's indigo-600, the one colour the owner's charts draw in (decision 077). */
export const CHART_COLOUR = '#4f46e5';
export const CHART_AXIS = { fontSize: 12, fill: '#334155' };

/**
 * One chart of the owner's console with its table: the chart is the picture, the table (always in
 * the page, for screen readers, printing and tests) holds the same numbers. A small local wrapper
 * until the product has a shared one (decision 080).
 */
export function ChartFigure({
  id,
  title,
  description,
  height = 240,
  chart,
  table,
  tableOpen = true,
}: {
  id: string;
  title: string;
  description?: string;
  height?: number;
  chart: ReactElement | null;
  table: ReactNode;
  /** false: the table folds under "Show the numbers" (long tables beside a chart that says it all). */
  tableOpen?: boolean;
}) {
  return (
    <Card className="space-y-3 p-4">
      <div>
        <h3 id={id} className="font-semibold text-slate-900">
          {title}
        </h3>
        {description && <p className="text-sm text-slate-600">{description}</p>}
      </div>
      {chart && (
        // The picture only; the numbers are in the table below.
        <div aria-hidden="true" style={{ height }}>
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height }}>
            {chart}
          </ResponsiveContainer>
        </div>
      )}
      {tableOpen ? (
        table
      ) : (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-indigo-700">Show the numbers</summary>
          {table}
        </details>
      )}
    </Card>
  );
}

/** A small table of figures: the first column names the row, the others are numbers. */
export function FigureTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-700">{empty}</p>;
  const numberFormat = new Intl.NumberFormat('en-GB');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={i === 0 ? 'px-3 py-2 font-semibold' : 'px-3 py-2 text-right font-semibold'}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={columns[i]} scope="row" className="px-3 py-2 font-normal [overflow-wrap:anywhere]">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[i]} className="px-3 py-2 text-right tabular-nums">
                    {typeof cell === 'number' ? numberFormat.format(cell) : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
