import { clsx } from 'clsx';
import { useId, type ReactElement, type ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * One column of a chart's table: its header, and whether it holds numbers (right-aligned, tabular).
 * The first column of every row is its header cell (`<th scope="row">`): what the row is about.
 */
export interface ChartColumn {
  label: string;
  numeric?: boolean;
}

export interface ChartRow {
  key: string | number;
  /** One cell per column, the first being the row's header (a talk's name, a rating, a role). */
  cells: ReactNode[];
}

export interface ChartTableData {
  columns: ChartColumn[];
  rows: ChartRow[];
}

/**
 * A chart and the table of the same numbers (decision 077): the picture for the eye, the table for
 * screen readers, keyboards, print and tests. The chart is one image to assistive technology, named
 * by `summary` (a sentence that states what it shows); the table is a real `<table>` under a
 * disclosure, so it is one click away for anyone and read in full by a screen reader.
 *
 * `children` is one Recharts chart without a size: it fills the figure's width at `height` pixels.
 */
export function ChartFigure({
  title,
  summary,
  table,
  children,
  height = 260,
  tableLabel = 'Show the numbers as a table',
  tableOpen = false,
  className,
  empty,
}: {
  title: string;
  summary: string;
  table: ChartTableData;
  children: ReactElement;
  height?: number;
  tableLabel?: string;
  tableOpen?: boolean;
  className?: string;
  /** Shown instead of the chart and its table when there is nothing to draw. */
  empty?: ReactNode;
}) {
  const captionId = useId();
  if (table.rows.length === 0 && empty !== undefined) {
    return <div className={clsx('text-sm text-slate-600', className)}>{empty}</div>;
  }
  return (
    <figure className={clsx('space-y-3', className)} aria-labelledby={captionId}>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
      <div
        role="img"
        aria-label={/[.?!]$/.test(title) ? `${title} ${summary}` : `${title}. ${summary}`}
        style={{ height }}
        className="w-full"
      >
        {/* initialDimension draws at a sensible size before the container is measured (and where it never is, in jsdom). */}
        <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 600, height }}>
          {children}
        </ResponsiveContainer>
      </div>
      <details className="group text-sm" open={tableOpen || undefined}>
        <summary className="cursor-pointer font-medium text-indigo-700 underline-offset-4 hover:underline">{tableLabel}</summary>
        <ChartTable caption={title} table={table} />
      </details>
    </figure>
  );
}

/** The numbers behind a chart as a table, its caption the chart's title. */
export function ChartTable({ caption, table }: { caption: string; table: ChartTableData }) {
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {table.columns.map((column) => (
              <th key={column.label} scope="col" className={clsx('px-2 py-1.5 font-medium', column.numeric && 'text-right')}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1.5 font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={clsx('px-2 py-1.5', table.columns[i]?.numeric && 'text-right tabular-nums')}>
                    {cell}
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
