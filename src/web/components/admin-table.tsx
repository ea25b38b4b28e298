import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { Spinner } from './ui/spinner';

export const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** An admin list: a heading, then a spinner, an error, an empty note or the table (cells: text or a small control). */
export function AdminTable({
  id,
  title,
  columns,
  rows,
  isPending,
  isError,
  empty,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: { key: string | number; cells: ReactNode[] }[] | undefined;
  isPending: boolean;
  isError: boolean;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} {rows && <span className="text-sm font-normal text-slate-600">({rows.length})</span>}
      </h2>
      <Card className="overflow-hidden">
        {isPending ? (
          <Spinner className="py-8" />
        ) : isError || !rows ? (
          <p role="alert" className="p-6 text-center text-red-700">
            Could not load this list. Reload the page to try again.
          </p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-center text-slate-700">{empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-800">
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={row.key} className="align-top">
                    {row.cells.map((cell, i) => (
                      <td key={columns[i]} className="px-3 py-2 [overflow-wrap:anywhere]">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}
