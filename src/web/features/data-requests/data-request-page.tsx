import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PersonDataCounts } from '../../../shared/contract/data-requests';
import { ModalDialog } from '../../components/modal-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError } from '../../lib/api-request';
import { PublicPage, textLinkClasses } from '../../components/public-page';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { downloadData } from './api/download-data';
import { useEraseData } from './api/erase-data';
import { useDataRequest } from './api/get-data-request';
import { heldKinds } from './person-data-labels';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /privacy/request?token=…: the page the e-mailed link opens. Download (as often as needed), then erase. */
export function DataRequestPage() {
  usePageMeta(pageTitle('Your data'), 'Download or erase what SpeakerPro holds about your e-mail address.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PublicPage back={{ to: '/privacy', label: 'Privacy' }} width="lg">
      {token ? <RequestPanel token={token} /> : <LinkProblem message="This page opens from the link we e-mail you." />}
    </PublicPage>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your data at SpeakerPro</h1>
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
        {message}
      </p>
      <p>
        <Link to="/privacy#data-request" className={textLinkClasses}>
          Ask for a new link
        </Link>
      </p>
    </div>
  );
}

function Counts({ label, counts }: { label: string; counts: PersonDataCounts }) {
  const kinds = heldKinds(counts);
  if (kinds.length === 0) return <p className="text-slate-700">Nothing is held under this address.</p>;
  return (
    <dl role="group" aria-label={label} className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
      {kinds.map(([name, n]) => (
        <div key={name} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
          <dt className="text-slate-700">{name}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

function RequestPanel({ token }: { token: string }) {
  const view = useDataRequest(token);
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseData(token, { onSettled: () => setConfirming(false) });

  if (view.isPending) return <Spinner className="py-10" label="Opening your link..." />;
  if (view.isError)
    return <LinkProblem message={errorMessageFromApiError(view.error, 'This link could not be opened. Please try again.')} />;

  if (erase.data) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your data is erased</h1>
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {erase.data.message}
        </p>
        <Counts label="What was erased" counts={erase.data.erased} />
        <p className="text-sm text-slate-700">
          We keep only a note never to e-mail {view.data.email} again, and a record of this request. Backups roll over within 30 days.
        </p>
      </div>
    );
  }

  const data = view.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your data at SpeakerPro</h1>
        <p className="text-slate-700">
          For <span className="font-medium break-all text-slate-900">{data.email}</span>. This link works until{' '}
          {dateTime.format(new Date(data.expiresAt))}.
        </p>
      </div>
      <Counts label="What we hold" counts={data.held} />
      {data.hasAccount && (
        <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-950">
          This address also signs in to a SpeakerPro speaker account. Erasing here removes what you gave as an attendee or visitor; the
          account itself (its events, answers and files) is deleted from the speaker area, once you have signed in.
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Download</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-700">
            A ZIP file with everything above as JSON, and your testimonial graphics as images. You can download it as often as you like
            while the link works.
          </p>
          <DownloadButton token={token} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Erase</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-700">
            Removes all of it from SpeakerPro at once, including your answers to speakers and their graphics. It cannot be undone, and it
            uses up this link.
          </p>
          <Button variant="destructive" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Erase my data
          </Button>
          {erase.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessageFromApiError(erase.error, 'Could not erase your data. Please try again.')}
            </p>
          )}
        </CardContent>
      </Card>
      {confirming && <ConfirmErase pending={erase.isPending} onConfirm={() => erase.mutate()} onCancel={() => setConfirming(false)} />}
    </div>
  );
}

/** Downloads the ZIP through fetch, so the page can show that it is being built and how far it got. */
function DownloadButton({ token }: { token: string }) {
  const [state, setState] = useState<{ phase: 'idle' | 'building' | 'receiving' | 'done' | 'failed'; percent?: number; error?: string }>({
    phase: 'idle',
  });
  const busy = state.phase === 'building' || state.phase === 'receiving';

  async function download() {
    setState({ phase: 'building' });
    try {
      const res = await downloadData(token);
      const total = Number(res.headers.get('content-length') ?? 0);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'speakerpro-data.zip';
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.length;
        setState({ phase: 'receiving', percent: total ? Math.round((received / total) * 100) : undefined });
      }
      const href = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }));
      const a = document.createElement('a');
      a.href = href;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      setState({ phase: 'done' });
    } catch (err) {
      setState({ phase: 'failed', error: errorMessageFromApiError(err, 'The download failed. Please try again.') });
    }
  }

  return (
    <div className="space-y-2">
      <Button className="w-full sm:w-auto" onClick={() => void download()} disabled={busy} aria-describedby="download-progress">
        <Download className="size-4" aria-hidden="true" />
        Download my data
      </Button>
      <div id="download-progress" aria-live="polite" className="text-sm text-slate-700">
        {state.phase === 'building' && <Spinner className="justify-start" label="Preparing your ZIP file..." />}
        {state.phase === 'receiving' && (
          <div className="space-y-1">
            <span>Downloading{state.percent !== undefined ? ` ${state.percent}%` : '...'}</span>
            {state.percent !== undefined && (
              <progress max={100} value={state.percent} className="block w-full" aria-label="Download progress" />
            )}
          </div>
        )}
        {state.phase === 'done' && <span>Downloaded. Look for it in your downloads.</span>}
        {state.phase === 'failed' && (
          <span role="alert" className="text-red-700">
            {state.error}
          </span>
        )}
      </div>
    </div>
  );
}

/** The explicit confirmation before erasing: a modal on the browser's own <dialog> (focus trapped, Escape cancels). */
function ConfirmErase({ pending, onConfirm, onCancel }: { pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalDialog
      role="alertdialog"
      title="Erase everything we hold about you?"
      description="Your answers, testimonials and their graphics, waitlist place, assessments, inquiries and e-mails are removed now. This cannot be undone. Download your data first if you want a copy."
      onClose={onCancel}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending} autoFocus>
          {pending ? 'Erasing...' : 'Erase everything'}
        </Button>
      </div>
    </ModalDialog>
  );
}
