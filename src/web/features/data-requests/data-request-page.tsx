import { Download, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DATA_REQUEST_LINK_HOURS, type PersonDataCounts } from '../../../shared/contract/data-requests';
import type { Translator } from '../../../shared/i18n/format';
import { ModalDialog } from '../../components/modal-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-request';
import { textLinkClasses } from '../../components/public-page';
import { PageInLanguage } from '../../components/page-in-language';
import { useTranslator } from '../../lib/page-language';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { DELETION_PROMISES } from '../../../shared/domain/deletion-promises';
import { downloadData } from './api/download-data';
import { useEraseData } from './api/erase-data';
import { useDataRequest } from './api/get-data-request';
import { PERSON_DATA_LABELS } from './person-data-labels';

/** The page's links keep its language. */
const withLang = (path: string, t: Translator, hash = '') => `${path}?lang=${encodeURIComponent(t.locale)}${hash}`;

/** An e-mail address in a sentence: its own line breaks anywhere, and it reads left to right in every language. */
const address = (chunks: ReactNode[]) => (
  <span key="address" dir="ltr" className="font-medium break-all text-slate-900">
    {chunks}
  </span>
);

/** /privacy/request?token=…&lang=…: the page the e-mailed link opens. Download (as often as needed), then erase. */
export function DataRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <PageInLanguage back={(t) => ({ to: withLang('/privacy', t), label: t('privacy.back') })} width="lg">
      {(t) => (token ? <RequestPanel token={token} /> : <LinkProblem message={t('privacy.request.noToken')} />)}
    </PageInLanguage>
  );
}

/** Why the link did not open, from the answer's code (never from its English words). */
function linkProblem(err: unknown, t: Translator): string {
  const code = err instanceof ApiError ? err.code : null;
  if (code === 'DATA_REQUEST_NOT_FOUND') return t('privacy.request.notFound');
  if (code === 'DATA_REQUEST_EXPIRED') return t('privacy.request.expired', { hours: DATA_REQUEST_LINK_HOURS });
  if (code === 'DATA_REQUEST_USED') return t('privacy.request.used');
  return t('privacy.request.openFailed');
}

function LinkProblem({ message }: { message: string }) {
  const t = useTranslator();
  usePageMeta(pageTitle(t('privacy.request.title')), t('privacy.request.description'));
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('privacy.request.heading')}</h1>
      <p role="alert" className="rounded-md bg-amber-50 p-3 text-amber-950">
        {message}
      </p>
      <p>
        <Link to={withLang('/privacy', t, '#data-request')} className={textLinkClasses}>
          {t('privacy.request.newLink')}
        </Link>
      </p>
    </div>
  );
}

function Counts({ label, counts }: { label: string; counts: PersonDataCounts }) {
  const t = useTranslator();
  const kinds = (Object.keys(PERSON_DATA_LABELS) as (keyof PersonDataCounts)[]).filter((k) => counts[k] > 0);
  if (kinds.length === 0) return <p className="text-slate-700">{t('privacy.request.nothingHeld')}</p>;
  return (
    <dl role="group" aria-label={label} className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
      {kinds.map((kind) => (
        <div key={kind} className="flex items-center justify-between gap-4 px-3 py-2 text-sm">
          <dt className="text-slate-700">{t(`privacy.kind.${kind}`)}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{new Intl.NumberFormat(t.locale).format(counts[kind])}</dd>
        </div>
      ))}
    </dl>
  );
}

function RequestPanel({ token }: { token: string }) {
  const t = useTranslator();
  usePageMeta(pageTitle(t('privacy.request.title')), t('privacy.request.description'));
  const view = useDataRequest(token);
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseData(token, { onSettled: () => setConfirming(false) });

  if (view.isPending) return <Spinner className="py-10" label={t('privacy.request.opening')} />;
  if (view.isError) return <LinkProblem message={linkProblem(view.error, t)} />;

  if (erase.data) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('privacy.request.erasedHeading')}</h1>
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-emerald-900">
          {t(erase.data.hasAccount ? 'privacy.request.erasedExceptAccount' : 'privacy.request.erased')}
        </p>
        <Counts label={t('privacy.request.whatWasErased')} counts={erase.data.erased} />
        <p className="text-sm text-slate-700">
          {t('privacy.request.kept', { email: view.data.email, days: DELETION_PROMISES.marketingDataDays })}
        </p>
      </div>
    );
  }

  const data = view.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('privacy.request.heading')}</h1>
        <p className="text-slate-700">
          {t.parts<ReactNode>(
            'privacy.request.forAddress',
            { email: data.email, until: dateTime(t).format(new Date(data.expiresAt)) },
            address,
          )}
        </p>
      </div>
      <Counts label={t('privacy.request.whatWeHold')} counts={data.held} />
      {data.hasAccount && <p className="rounded-md bg-sky-50 p-3 text-sm text-sky-950">{t('privacy.request.hasAccount')}</p>}
      <Card>
        <CardHeader>
          <CardTitle>{t('privacy.request.downloadTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-700">{t('privacy.request.downloadHint')}</p>
          <DownloadButton token={token} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('privacy.request.eraseTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-slate-700">{t('privacy.request.eraseHint')}</p>
          <Button variant="destructive" className="w-full sm:w-auto" onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('privacy.request.eraseButton')}
          </Button>
          {erase.isError && (
            <p role="alert" className="text-sm text-red-700">
              {erase.error instanceof ApiError && erase.error.code === 'DATA_REQUEST_USED'
                ? t('privacy.request.used')
                : t('privacy.request.eraseFailed')}
            </p>
          )}
        </CardContent>
      </Card>
      {confirming && <ConfirmErase pending={erase.isPending} onConfirm={() => erase.mutate()} onCancel={() => setConfirming(false)} />}
    </div>
  );
}

const dateTime = (t: Translator) => new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Downloads the ZIP through fetch, so the page can show that it is being built and how far it got. */
function DownloadButton({ token }: { token: string }) {
  const t = useTranslator();
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
      setState({ phase: 'failed', error: err instanceof ApiError ? linkProblem(err, t) : t('privacy.request.downloadFailed') });
    }
  }

  return (
    <div className="space-y-2">
      <Button className="w-full sm:w-auto" onClick={() => void download()} disabled={busy} aria-describedby="download-progress">
        <Download className="size-4" aria-hidden="true" />
        {t('privacy.request.downloadButton')}
      </Button>
      <div id="download-progress" aria-live="polite" className="text-sm text-slate-700">
        {state.phase === 'building' && <Spinner className="justify-start" label={t('privacy.request.preparing')} />}
        {state.phase === 'receiving' && (
          <div className="space-y-1">
            <span>
              {state.percent !== undefined
                ? t('privacy.request.downloadingShare', { share: state.percent / 100 })
                : t('privacy.request.downloading')}
            </span>
            {state.percent !== undefined && (
              <progress max={100} value={state.percent} className="block w-full" aria-label={t('privacy.request.downloadProgress')} />
            )}
          </div>
        )}
        {state.phase === 'done' && <span>{t('privacy.request.downloaded')}</span>}
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
  const t = useTranslator();
  return (
    <ModalDialog
      role="alertdialog"
      title={t('privacy.request.confirmTitle')}
      description={t('privacy.request.confirmBody')}
      onClose={onCancel}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('privacy.request.cancel')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending} autoFocus>
          {pending ? t('privacy.request.erasing') : t('privacy.request.eraseEverything')}
        </Button>
      </div>
    </ModalDialog>
  );
}
