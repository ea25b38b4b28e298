import { AdminPageShell } from '../../components/admin-page-shell';
import { useEffect, useRef, useState } from 'react';
import { MAIL_STATUSES, type MailSummary } from '../../../shared/contract/outbox';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessageFromApiError } from '../../lib/api-request';
import { useMailMessage, useMailMessages } from './api/get-mail-messages';
import { useRetryMailMessage } from './api/retry-mail-message';
import { AdminTable, dateTimeFormat } from '../../components/admin-table';
import { pageTitle, usePageMeta } from '../../lib/use-page-meta';
import { PersonLink } from '../../components/person-link';

const statusTones: Record<MailSummary['status'], BadgeTone> = {
  sent: 'green',
  outbox: 'sky',
  queued: 'amber',
  sending: 'amber',
  failed: 'red',
  skipped: 'slate',
};

function StatusBadge({ status }: { status: MailSummary['status'] }) {
  return <Badge tone={statusTones[status]}>{status}</Badge>;
}

/** /admin/outbox: every message the product wrote, its delivery state, and the message itself. */
export function AdminOutboxPage() {
  usePageMeta(pageTitle('Outbox and sent mail'));
  return <Outbox />;
}

function Outbox() {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useMailMessages({ page, status, search });

  return (
    <AdminPageShell title="Outbox and sent mail">
      {list.data && (
        <p className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800">
          {list.data.transport === 'smtp'
            ? 'Mail leaves through the SMTP server set in SMTP_URL (or a speaker’s connected account).'
            : 'No SMTP server is configured (SMTP_URL): messages are kept here, in the outbox, and can be read below.'}{' '}
          {Object.entries(list.data.counts)
            .map(([s, n]) => `${n} ${s}`)
            .join(' · ')}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium">
          Status
          <select
            className="mt-1 min-h-11 rounded-md border border-slate-300 bg-white px-3"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-1 flex-col text-sm font-medium">
          Search recipient, subject or source
          <input
            type="search"
            className="mt-1 min-h-11 rounded-md border border-slate-300 px-3"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {/* The message opens beside the list on a wide screen, below it (scrolled to) on a phone. */}
      <div className={openId !== null ? 'grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start' : 'space-y-4'}>
        <div className="min-w-0 space-y-4">
          <AdminTable
            id="messages-heading"
            title="Messages"
            columns={['Created', 'To', 'Subject', 'Source', 'Status', 'Attempts', 'Message']}
            isPending={list.isPending}
            isError={list.isError}
            empty="No messages yet."
            rows={list.data?.messages.map((m) => ({
              key: m.id,
              cells: [
                dateTimeFormat.format(new Date(m.createdAt)),
                m.toAddress.includes('@') ? <PersonLink email={m.toAddress} /> : m.toAddress,
                m.subject,
                m.source,
                <>
                  <StatusBadge status={m.status} />
                  {m.skipReason && <p className="mt-1 text-xs text-slate-700">{`Not sent: ${m.skipReason}`}</p>}
                  {m.error && !m.skipReason && <p className="mt-1 text-xs text-red-800">{m.error}</p>}
                </>,
                m.attempts,
                <Button
                  size="sm"
                  variant="outline"
                  className="whitespace-nowrap"
                  onClick={() => setOpenId(m.id)}
                  aria-label={`Read the message to ${m.toAddress}: ${m.subject}`}
                >
                  Read
                </Button>,
              ],
            }))}
          />
          {list.data && list.data.total > list.data.pageSize && (
            <nav aria-label="Pages" className="flex items-center gap-3 text-sm">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span>
                Page {page} of {Math.ceil(list.data.total / list.data.pageSize)}
              </span>
              <Button size="sm" variant="outline" disabled={page * list.data.pageSize >= list.data.total} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </nav>
          )}
        </div>
        {openId !== null && <MessageView id={openId} onClose={() => setOpenId(null)} />}
      </div>
    </AdminPageShell>
  );
}

function MessageView({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useMailMessage(id);
  const retry = useRetryMailMessage(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, [id]);
  return (
    <section aria-labelledby="message-heading" className="space-y-3 lg:sticky lg:top-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="message-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Message #{id}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <Card>
        <CardContent className="space-y-3 pt-6 text-sm">
          {detail.isPending ? (
            <Spinner />
          ) : detail.isError ? (
            <p role="alert" className="text-red-700">
              {errorMessageFromApiError(detail.error, 'Could not load the message.')}
            </p>
          ) : (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="font-semibold">From</dt>
                <dd>{detail.data.fromAddress}</dd>
                <dt className="font-semibold">To</dt>
                <dd>{detail.data.toAddress}</dd>
                {detail.data.ccAddress && (
                  <>
                    <dt className="font-semibold">Cc</dt>
                    <dd>{detail.data.ccAddress}</dd>
                  </>
                )}
                <dt className="font-semibold">Subject</dt>
                <dd>{detail.data.subject}</dd>
                <dt className="font-semibold">Status</dt>
                <dd>
                  <StatusBadge status={detail.data.status} /> via {detail.data.transport}
                  {detail.data.sentAt && ` · ${dateTimeFormat.format(new Date(detail.data.sentAt))}`}
                </dd>
                {detail.data.attachments.length > 0 && (
                  <>
                    <dt className="font-semibold">Attachments</dt>
                    <dd className="flex flex-wrap gap-x-3 gap-y-1">
                      {detail.data.attachments.map((a) => (
                        <a
                          key={a.url}
                          href={a.url}
                          download={a.filename}
                          className="font-medium text-indigo-700 underline [overflow-wrap:anywhere]"
                        >
                          {a.filename}
                        </a>
                      ))}
                    </dd>
                  </>
                )}
                {detail.data.headers &&
                  Object.entries(detail.data.headers).map(([k, v]) => (
                    <div key={k} className="contents">
                      <dt className="font-semibold">{k}</dt>
                      <dd className="[overflow-wrap:anywhere]">{v}</dd>
                    </div>
                  ))}
              </dl>
              {detail.data.status === 'failed' && (
                <div className="flex items-center gap-3">
                  <Button size="sm" onClick={() => retry.mutate()} disabled={retry.isPending}>
                    Send again
                  </Button>
                  {retry.isError && (
                    <span role="alert" className="text-red-700">
                      {errorMessageFromApiError(retry.error, 'Could not queue the message again.')}
                    </span>
                  )}
                </div>
              )}
              <pre
                className="max-h-96 overflow-auto rounded-md bg-slate-50 p-3 whitespace-pre-wrap [overflow-wrap:anywhere]"
                aria-label="Text version"
              >
                {detail.data.textBody}
              </pre>
              {detail.data.htmlBody && (
                // No scripts, no same-origin: the HTML is shown as the recipient's mail client would.
                <iframe
                  title="HTML version"
                  sandbox=""
                  srcDoc={detail.data.htmlBody}
                  className="h-96 w-full rounded-md border border-slate-200 bg-white"
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
