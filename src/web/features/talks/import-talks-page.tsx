import { useId, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { TALK_IMPORT_COLUMNS, type TalkImportPreview } from '../../../shared/contract/talks';
import type { SpeakerProfile } from '../../../shared/contract/profile';
import { TALK_IMPORT_MAX_CHARS, TALK_IMPORT_MAX_ROWS } from '../../../shared/domain/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { PlanNotice } from '../../components/plan-notice';
import { SpeakerPageFrame } from '../../components/speaker-header';
import { errorMessageFromApiError, planAwareMessage } from '../../lib/api-request';
import { useOnboardedSpeaker } from '../../lib/speaker-context';
import { speakerPaths } from '../../lib/speaker-paths';
import { formatTalkDate } from './event-format';
import { useImportTalks, usePreviewTalkImport } from './api/repeat-talks';

/** The file's text, or why it cannot be read: it must be UTF-8 and within the size the server takes. */
async function readCsvFile(file: File): Promise<{ text: string } | { problem: string }> {
  const bytes = await file.arrayBuffer();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { problem: 'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and choose it again.' };
  }
  if (text.length > TALK_IMPORT_MAX_CHARS) {
    return { problem: `The file is larger than ${TALK_IMPORT_MAX_CHARS / 1024} KiB. Split it into smaller files.` };
  }
  return { text };
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function PreviewTable({ preview }: { preview: TalkImportPreview }) {
  if (preview.talks.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">
          {preview.talks.length === 1 ? '1 talk to create' : `${preview.talks.length} talks to create`}
        </caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Line
            </th>
            <th scope="col" className="py-2 pr-3">
              Talk title
            </th>
            <th scope="col" className="py-2 pr-3">
              Event name
            </th>
            <th scope="col" className="py-2 pr-3">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Venue
            </th>
            <th scope="col" className="py-2 pr-3">
              Expected audience
            </th>
            <th scope="col" className="py-2 pr-3">
              Asks takeaway
            </th>
            <th scope="col" className="py-2">
              Asks booking
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {preview.talks.map((talk) => (
            <tr key={talk.line}>
              <td className="py-2 pr-3 tabular-nums">{talk.line}</td>
              <td className="py-2 pr-3">{talk.talkTitle}</td>
              <td className="py-2 pr-3">{talk.eventName}</td>
              <td className="py-2 pr-3">{formatTalkDate(talk.eventDate)}</td>
              <td className="py-2 pr-3">{talk.venue ?? '—'}</td>
              <td className="py-2 pr-3 tabular-nums">{talk.expectedAudienceSize ?? '—'}</td>
              <td className="py-2 pr-3">{yesNo(talk.askTakeaway)}</td>
              <td className="py-2">{yesNo(talk.askBooking)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProblemList({ preview }: { preview: TalkImportPreview }) {
  if (preview.problems.length === 0) return null;
  return (
    <section role="alert" aria-labelledby="import-problems" className="rounded-md border border-red-300 bg-red-50 p-4">
      <h2 id="import-problems" className="font-semibold text-red-900">
        {preview.problems.length === 1 ? '1 problem' : `${preview.problems.length} problems`} to fix in the file. Nothing is created until
        every line is right.
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-red-900">
        {preview.problems.map((p, i) => (
          <li key={`${p.line}-${p.field ?? ''}-${i}`}>
            <span className="font-medium">Line {p.line}:</span> {p.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ImportTalksContent({ profile }: { profile: SpeakerProfile }) {
  const fileId = useId();
  const navigate = useNavigate();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const preview = usePreviewTalkImport();
  const create = useImportTalks();

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setCsv(null);
    setFileProblem(null);
    preview.reset();
    if (!file) return;
    const read = await readCsvFile(file);
    if ('problem' in read) {
      setFileProblem(read.problem);
      return;
    }
    setCsv(read.text);
    preview.mutate(read.text, {
      onError: (err) =>
        setFileProblem(planAwareMessage(err, errorMessageFromApiError(err, 'The file could not be checked. Please try again.'))),
    });
  };

  const createAll = () => {
    if (csv === null) return;
    create.mutate(csv, {
      onSuccess: ({ talks }) => {
        toast({ title: talks.length === 1 ? '1 talk created' : `${talks.length} talks created`, description: 'Each has its own QR code.' });
        navigate(speakerPaths.allEvents(profile.slug));
      },
      onError: (err) =>
        toast({
          title: 'No talks were created',
          description: planAwareMessage(err, errorMessageFromApiError(err, 'Please try again.')),
          variant: 'destructive',
        }),
    });
  };

  const result = preview.data;
  const ready = result !== undefined && result.problems.length === 0 && result.talks.length > 0;
  return (
    <SpeakerPageFrame back={speakerPaths.slugDashboard(profile.slug)} width="5xl">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Import Events</CardTitle>
          <CardDescription>
            Create many talks at once from a CSV file: a header row, then one talk per row (at most {TALK_IMPORT_MAX_ROWS}). You see what
            will be created before anything is.
          </CardDescription>
        </CardHeader>
        <div className="px-6">
          <PlanNotice feature="leadCollection" />
        </div>
        <CardContent className="space-y-5">
          <div className="text-sm text-slate-700">
            <p>Columns the file may have, in any order (Talk title and Event name are required):</p>
            <p className="mt-1 font-mono text-xs">{TALK_IMPORT_COLUMNS.map((c) => c.header).join(', ')}</p>
            <p className="mt-1">Dates as 2026-05-14 (empty: today); Ask takeaway and Ask booking as yes or no (empty: yes).</p>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={fileId}>CSV file</Label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void choose(e)}
              className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3"
            />
          </div>
          {fileProblem && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fileProblem}
            </p>
          )}
          {preview.isPending && <p role="status">Checking the file…</p>}
          {result && (
            <>
              <ProblemList preview={result} />
              <PreviewTable preview={result} />
              <Button onClick={createAll} disabled={!ready || create.isPending}>
                {create.isPending
                  ? 'Creating...'
                  : ready
                    ? `Create ${result.talks.length === 1 ? '1 talk' : `${result.talks.length} talks`}`
                    : 'Create talks'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </SpeakerPageFrame>
  );
}

/** /speaker/events/import and /speaker/:speakerSlug/events/import */
export function ImportTalksPage() {
  return <ImportTalksContent profile={useOnboardedSpeaker()} />;
}
