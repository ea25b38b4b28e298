import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCopy, Download, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { DataExport } from '../../../shared/contract/admin-console';
import { REFRESH_FAILED_MESSAGE, exportFailedMessage, exportText } from '../../../shared/domain/admin-console';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { dataExportQueryOptions, getExportCsv, useDataExport } from './api/get-data-export';
import { AdminPageShell } from '../../components/admin-page-shell';
import { useFileDownload } from '../../lib/use-file-download';

type ExportList = DataExport['lists'][number];

const PREVIEW_ROWS = 3;

/** /data-export: the owner's six lists, each copied as text or downloaded as CSV. */
export function DataExportPage() {
  usePageMeta(pageTitle('Data Export'));
  return <DataExportScreen />;
}

function FormatNote() {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">What the exports contain</summary>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        <li>
          <strong>Copy</strong> puts the list on the clipboard as text: a header line, then one line per entry, with the fields separated by
          tabs, so it pastes into a spreadsheet as columns. Line breaks and tabs inside a field become spaces; a field that a spreadsheet
          would run as a formula (starting with =, +, - or @) gets an apostrophe in front.
        </li>
        <li>
          <strong>Download CSV</strong> saves the same columns as a CSV file (UTF-8, every field quoted where needed, the same formula
          protection).
        </li>
        <li>Dates are the day in UTC, written YYYY-MM-DD. Lists are oldest first.</li>
        <li>Waitlist: a signup that did not say how they heard about us shows owner-referral.</li>
        <li>Assessments: the name comes from the waitlist entry with the same e-mail, else Unknown Speaker.</li>
        <li>
          People without feedback: waitlist members with no answer to the SpeakerPro feedback form under the same e-mail (ignoring capitals
          and spaces). People without assessment: waitlist members who have not taken the readiness assessment under the same e-mail.
        </li>
      </ul>
    </details>
  );
}

function DataExportScreen() {
  const { data, isPending, isError, refetch, isFetching } = useDataExport();

  const refresh = async () => {
    const result = await refetch();
    if (result.isError) toast({ title: 'Error', description: REFRESH_FAILED_MESSAGE, variant: 'destructive' });
    else toast({ title: 'Data refreshed', description: 'The lists are up to date.' });
  };

  return (
    <AdminPageShell
      title="Data Export"
      description="Copy any list to the clipboard or download it as a CSV file."
      actions={
        <Button variant="outline" onClick={() => void refresh()} disabled={isFetching}>
          <RefreshCw className={isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          Refresh Data
        </Button>
      }
    >
      <FormatNote />
      {isPending ? (
        <Spinner className="py-10" />
      ) : isError && !data ? (
        <Card className="p-6">
          <p role="alert" className="text-center text-red-700">
            The data could not be loaded. Use Refresh Data to try again.
          </p>
        </Card>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {data.lists.map((list) => (
            <ExportCard key={list.key} list={list} />
          ))}
        </div>
      )}
    </AdminPageShell>
  );
}

function ExportCard({ list }: { list: ExportList }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const [manualText, setManualText] = useState<string | null>(null);
  const { downloading, download } = useFileDownload(
    () => getExportCsv(list.key),
    `speakerpro-${list.key}.csv`,
    () => {
      toast({ title: 'Error', description: exportFailedMessage(list.key), variant: 'destructive' });
      // The lists on screen may be out of date too.
      void queryClient.invalidateQueries({ queryKey: dataExportQueryOptions().queryKey });
    },
  );
  const count = list.rows.length;

  const copy = async () => {
    const text = exportText(list);
    try {
      await navigator.clipboard.writeText(text);
      setManualText(null);
      toast({ title: 'Copied to clipboard!', description: `${list.title}: ${count} ${count === 1 ? 'entry' : 'entries'} copied.` });
    } catch {
      setManualText(text);
      toast({ title: 'Copy failed', description: 'Please manually copy the text', variant: 'destructive' });
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {list.title}
        </h2>
        <p className="text-sm text-slate-700">
          {count} {count === 1 ? 'entry' : 'entries'}
        </p>
      </div>
      {count === 0 ? (
        <p className="text-sm text-slate-600">Nothing to export yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">First entries of {list.title}</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                {list.header.slice(0, 3).map((h) => (
                  <th key={h} scope="col" className="px-2 py-1.5 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.rows.slice(0, PREVIEW_ROWS).map((row, i) => (
                <tr key={i}>
                  {row.slice(0, 3).map((cell, j) => (
                    <td key={j} className="px-2 py-1.5 [overflow-wrap:anywhere]">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={`Copy ${list.title}`}>
          <ClipboardCopy className="size-4" aria-hidden="true" />
          Copy
        </Button>
        <Button size="sm" onClick={() => void download()} disabled={downloading} aria-label={`Download CSV of ${list.title}`}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? 'Preparing...' : 'Download CSV'}
        </Button>
      </div>
      {manualText !== null && (
        <label className="block space-y-1 text-sm">
          <span className="font-medium">Select and copy this text</span>
          <textarea
            readOnly
            value={manualText}
            rows={6}
            className="block w-full rounded-md border border-slate-400 p-2 font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
            autoFocus
          />
        </label>
      )}
    </Card>
  );
}
