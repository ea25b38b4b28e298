import { randomBytes } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { isDatabaseUnavailableError, queryRows, type Db } from '../db/client';
import { mailLinks, mailMessages } from '../db/schema';
import type { Config } from '../config';
import { appSecret } from '../secrets';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { SKIP_REASONS, type SkipReason } from '../../shared/contract/campaigns';
import { readStoredFile, type Storage } from '../storage/storage';
import { lazy } from '../lazy';
import { signals } from '../observability/signals';
import { currentTraceParent, inSpan, type SpanAttributes } from '../observability/spans';
import { trackLinks } from './links';
import { marketingAdditions, unsubscribeLinks, type MarketingReason } from './unsubscribe';

/** nodemailer, loaded when the first message goes to an SMTP server (a process that keeps mail in the outbox never needs it). */
export const loadNodemailer = lazy(async () => (await import('nodemailer')).default);

export interface OutgoingMail {
  to: string;
  cc?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  /**
   * Shown as the sender's name in front of the MAIL_FROM address ("Maya Okafor via SpeakerPro"),
   * for mail sent on a speaker's behalf; replies should then go to `replyTo`.
   */
  fromName?: string;
  /** What caused the message (e.g. 'thank-you', 'welcome'); shown in the admin's sent log. */
  source: string;
  /**
   * One message per key, ever: enqueuing the same key again returns the first message and sends
   * nothing new. Campaigns use `campaign:<id>:<recipient e-mail>`.
   */
  idempotencyKey?: string;
  /** Adds the unsubscribe footer and List-Unsubscribe headers; an opted-out address is skipped. */
  marketing?: boolean;
  /** Why a marketing message reaches the recipient, as its footer says (they gave us the address, unless said otherwise). */
  marketingReason?: MarketingReason;
  /**
   * Count clicks on this marketing message's links (decision 051): only the owner's campaigns, the
   * one kind of mail with a report to show the counts in. A speaker's e-mail to their attendees, or
   * an invitation a speaker sent, is not followed: nobody would read the counts.
   */
  trackClicks?: boolean;
  /**
   * The recipient's language: the words SpeakerPro adds (the marketing footer, its unsubscribe
   * link) are written in it, and the row keeps it. English when left out (the owner's and the
   * speakers' own mail).
   */
  locale?: Locale;
  /** Deliver through this user's connected mail account when it is active (else the default transport). */
  senderUserId?: number;
  headers?: Record<string, string>;
  /**
   * The message was decided against before it could leave (a campaign recipient skipped at
   * approval): it is written 'skipped' with this reason, so the outbox lists it, and never delivered.
   */
  skipReason?: SkipReason;
}

export type MailStatus = (typeof mailMessages.$inferSelect)['status'];

export interface SentMail {
  id: number;
  /** After the first delivery attempt: 'queued' means a transient failure that will be retried. */
  status: Exclude<MailStatus, 'sending'>;
  error?: string;
}

/** A connected mailbox to send through; `from` is its address. */
export type AccountTransportResolver = (userId: number) => Promise<{ transport: Transporter; from: string } | null>;

export interface DeliveryReport {
  sent: number;
  outbox: number;
  failed: number;
  skipped: number;
  retrying: number;
}

/**
 * What a message's outcome means to whoever queued it: 'sent' also when it stays in the outbox (as
 * delivered as this deployment delivers), 'queued' when a transient failure put it back for a retry.
 */
export type MailOutcome = 'sent' | 'failed' | 'skipped' | 'queued';

export interface SettledMessage {
  id: number;
  outcome: MailOutcome;
}

/**
 * Told of every recorded outcome, inside the transaction that records it: what it writes commits
 * together with the outcome or not at all, and a listener that throws undoes the outcome (the
 * message is then delivered again once its lease runs out).
 */
export type SettleListener = (tx: Db, message: SettledMessage) => Promise<void>;

/** The addresses (normalised) among `addresses` that opted out of marketing e-mail. */
export type MarketingOptOuts = (db: Db, addresses: string[]) => Promise<Set<string>>;

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Queues the message and makes the first delivery attempt at once. */
  send(mail: OutgoingMail): Promise<SentMail>;
  /**
   * Writes the message in the caller's transaction (so it exists exactly when what caused it does);
   * call kick() after the commit, or leave it to the background worker.
   */
  enqueue(tx: Db, mail: OutgoingMail): Promise<{ id: number; created: boolean }>;
  /** Delivers every message that is due, `concurrency` at a time; resolves when none is left. */
  deliverDue(): Promise<DeliveryReport>;
  /** Asks the background worker to deliver now (no-op when it is not started). */
  kick(): void;
  /**
   * Starts the background worker: drains every interval and on kick(). Interrupted deliveries
   * (rows whose lease expired because their worker died) are due again and delivered with the rest.
   */
  start(options?: { intervalMs?: number }): void;
  useAccountTransport(resolver: AccountTransportResolver): void;
  /** Adds a listener for recorded outcomes (see SettleListener); listeners run in the order added. */
  onSettled(listener: SettleListener): void;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  storage?: Storage;
  smtpUrl?: string;
  from: string;
  publicUrl?: string;
  /** Signs unsubscribe links; see appSecret(). */
  secret?: Buffer;
  /**
   * The SMTP envelope sender (MAIL FROM, the Return-Path): where receiving servers send bounces
   * that come later. Unset, it is the From address, as nodemailer does by default.
   */
  returnPath?: string;
  /** Messages delivered in parallel (and so the most that can be in flight when the process dies). */
  concurrency?: number;
  maxAttempts?: number;
  /** First retry delay; each further retry waits four times longer. */
  retryBaseMs?: number;
  /** How long a claim stays reserved without being renewed (default LEASE_MS; tests shorten it). */
  leaseMs?: number;
  /**
   * Who refused marketing e-mail: checked again just before each marketing message leaves, since
   * an opt-out may arrive after the message was queued. The privacy rules own the answer.
   */
  marketingOptOuts: MarketingOptOuts;
}

type Row = typeof mailMessages.$inferSelect;

/**
 * `"Name" <address>` with the address of `from` (itself "Name <address>" or a bare address); the
 * name loses line breaks and escapes quotes, so it cannot add a header or break the field.
 */
export function withDisplayName(name: string, from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const safe = name
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .trim();
  return `"${safe}" <${address}>`;
}

/**
 * The domain of the Message-IDs we give messages (`<speakerpro-{random}@{domain}>`): the public
 * address's host, so a bounce report that returns one can be tied to its row (see bounces.ts).
 */
export function messageIdDomainOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'speakerpro.local';
  } catch {
    return 'speakerpro.local';
  }
}

/**
 * A message's own id (the left part of its Message-ID), 128 random bits: receiving servers drop a
 * message whose Message-ID they have seen, so an id must never come back, not even from a database
 * restored from a backup, where row ids are handed out again.
 */
function newMessageId(): string {
  return `speakerpro-${randomBytes(16).toString('hex')}`;
}

export const MAIL_DELIVERY_CONCURRENCY = 4;
export const MAIL_MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays reserved before another worker may take it over. The holder
 * renews the lease every third of it for as long as it delivers, so only a worker that stopped
 * renewing (killed, or cut off from the database for this long) loses it; a short lease means a
 * killed process's messages are picked up again soon.
 */
export const LEASE_MS = 30_000; // MAIL_LEASE_SECONDS sets it for a deployment
/**
 * Explicit SMTP timeouts (nodemailer's defaults wait 2 minutes to connect and 10 minutes on a
 * silent socket), so a stuck server fails the attempt, to be retried, instead of holding the
 * message and renewing its lease for that long. The same values as connected mail accounts.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** How long `send` follows a first attempt another worker holds: as long as an attempt of its own may take. */
const SEND_WAIT_MS = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
const SEND_POLL_MS = 100;

/** A row this worker claimed: `attempts` is the claim's fencing token (every claim increments it). */
interface Claim {
  attempts: number;
  /** Local clock time of the last confirmed renewal (or of the claim). */
  renewedAt: number;
  /** Aborted when a renewal finds the lease gone, so the SMTP transaction is abandoned. */
  lost: AbortController;
}

/** SMTP answered 5xx: retrying will not help. Connection problems and 4xx are retried. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/**
 * A permanent refusal of the recipient or of the message (5xx to RCPT TO or DATA) is a bounce: the
 * address or its mailbox will not take it. A 5xx to anything else (MAIL FROM, AUTH) is our own
 * configuration failing, which says nothing about the recipient.
 */
function isBounce(err: unknown): boolean {
  const { code, command } = err as { code?: string; command?: string };
  return isPermanent(err) && (code === 'EENVELOPE' || /^(RCPT|DATA)/i.test(command ?? ''));
}

/** What an SMTP delivery's span says of where it went: the server's host and port (never the credentials in SMTP_URL). */
function smtpSpanAttributes(kind: Row['transport'], smtpUrl: string | undefined, messageId: number): SpanAttributes {
  const attributes: SpanAttributes = { 'smtp.transport': kind, 'speakerpro.mail_message.id': messageId };
  if (kind === 'account' || !smtpUrl) return attributes;
  const url = new URL(smtpUrl);
  return { ...attributes, 'server.address': url.hostname, 'server.port': Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)) };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Every message is a row in mail_messages before anything is sent, and that table is the queue:
 * a worker claims due rows (FOR UPDATE SKIP LOCKED, with a lease), hands each to the transport
 * (SMTP, the sender's connected account, or none = the outbox) and records the outcome. A row is
 * claimed by one worker at a time, and the worker renews its lease while it delivers, so several
 * processes can share the queue and one that starts or stops never takes another's messages. A
 * message is sent twice only when the process dies after the transport accepted it and before the
 * row was updated: at most `concurrency` messages.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const { db } = opts;
  const { smtpUrl } = opts;
  let smtp: Transporter | undefined;
  const smtpTransport = smtpUrl
    ? lazy(async () => (smtp = (await loadNodemailer()).createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })))
    : undefined;
  const concurrency = opts.concurrency ?? MAIL_DELIVERY_CONCURRENCY;
  const maxAttempts = opts.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const retryBaseMs = opts.retryBaseMs ?? 30_000;
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const secret = opts.secret ?? randomBytes(32);
  const publicUrl = opts.publicUrl ?? 'http://localhost:5000';
  const messageIdDomain = messageIdDomainOf(publicUrl);
  let accountTransport: AccountTransportResolver | undefined;
  const settleListeners: SettleListener[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<DeliveryReport> | undefined;
  let again = false;
  let started = false;
  let closed = false;
  // Claims this worker holds, by message id, and the deliveries running for them.
  const held = new Map<number, Claim>();
  const inFlight = new Set<Promise<unknown>>();
  let heartbeat: NodeJS.Timeout | undefined;
  let renewing: Promise<void> | undefined;

  async function storeAttachments(tx: Db, mail: OutgoingMail) {
    if (!mail.attachments?.length) return null;
    if (!opts.storage) throw new Error('the mailer needs storage to queue attachments');
    const stored = [];
    for (const a of mail.attachments) {
      const bytes = typeof a.content === 'string' ? Buffer.from(a.content) : a.content;
      const file = await opts.storage.save(
        { ownerUserId: null, kind: 'mail-attachment', originalName: a.filename, mimeType: a.contentType, bytes },
        tx,
      );
      stored.push({ filename: a.filename, contentType: a.contentType, fileId: file.id });
    }
    return stored;
  }

  async function enqueue(tx: Db, mail: OutgoingMail): Promise<{ id: number; created: boolean }> {
    if (mail.idempotencyKey) {
      const [existing] = await tx
        .select({ id: mailMessages.id })
        .from(mailMessages)
        .where(eq(mailMessages.idempotencyKey, mail.idempotencyKey));
      if (existing) return { id: existing.id, created: false };
    }
    let text = mail.text;
    let html = mail.html ?? null;
    let headers = mail.headers ?? null;
    const locale = mail.locale ?? DEFAULT_LOCALE;
    let links: { token: string; url: string }[] = [];
    if (mail.marketing) {
      // The owner's campaign links lead through our click counter (decision 051); the unsubscribe
      // footer, added below, never does. Transactional mail (sign-in links, receipts) is never rewritten.
      if (mail.trackClicks) ({ text, html, links } = trackLinks(publicUrl, text, html));
      const extra = marketingAdditions(unsubscribeLinks(publicUrl, secret, mail.to, locale), locale, mail.marketingReason);
      text += extra.textFooter;
      if (html) html = html.includes('</body>') ? html.replace('</body>', `${extra.htmlFooter}</body>`) : html + extra.htmlFooter;
      headers = { ...(headers ?? {}), ...extra.headers };
    }
    const attachments = await storeAttachments(tx, mail);
    const [row] = await tx
      .insert(mailMessages)
      .values({
        messageId: newMessageId(),
        toAddress: mail.to,
        ccAddress: mail.cc ?? null,
        fromAddress: mail.fromName ? withDisplayName(mail.fromName, opts.from) : opts.from,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        textBody: text,
        htmlBody: html,
        source: mail.source,
        status: mail.skipReason ? 'skipped' : 'queued',
        skipReason: mail.skipReason ?? null,
        transport: smtpUrl ? 'smtp' : 'outbox',
        idempotencyKey: mail.idempotencyKey ?? null,
        headers,
        attachments,
        marketing: mail.marketing ?? false,
        locale,
        senderUserId: mail.senderUserId ?? null,
        traceParent: currentTraceParent() ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: mailMessages.id });
    if (row) {
      if (links.length > 0) await tx.insert(mailLinks).values(links.map((l) => ({ ...l, mailMessageId: row.id })));
      return { id: row.id, created: true };
    }
    // Lost a race on the idempotency key: the other insert is the message.
    const [existing] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.idempotencyKey, mail.idempotencyKey!));
    return { id: existing!.id, created: false };
  }

  /** Claims up to `limit` due messages (or the one with `onlyId`) for this worker. */
  async function claim(limit: number, onlyId?: number): Promise<Row[]> {
    const due = db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          onlyId === undefined ? undefined : eq(mailMessages.id, onlyId),
          or(
            and(eq(mailMessages.status, 'queued'), or(isNull(mailMessages.nextAttemptAt), lte(mailMessages.nextAttemptAt, sql`now()`))),
            and(eq(mailMessages.status, 'sending'), lte(mailMessages.nextAttemptAt, sql`now()`)),
          ),
        ),
      )
      .orderBy(mailMessages.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailMessages)
      .set({
        status: 'sending',
        attempts: sql`${mailMessages.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(inArray(mailMessages.id, due))
      .returning();
    for (const row of claimed) hold(row);
    return claimed.sort((a, b) => a.id - b.id);
  }

  function hold(row: Row) {
    held.set(row.id, { attempts: row.attempts, renewedAt: Date.now(), lost: new AbortController() });
    if (!heartbeat) {
      heartbeat = setInterval(() => void renewAll(), leaseMs / 3);
      heartbeat.unref();
    }
  }

  function release(row: Row) {
    if (held.get(row.id)?.attempts === row.attempts) held.delete(row.id);
    if (held.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  /**
   * Extends the leases of these claims; returns the ids still held. The claim's attempt number is
   * part of the condition: once another worker took the row over (after the lease ran out) its
   * claim has a higher number, and this worker's renewal matches nothing.
   */
  async function renew(claims: [number, Claim][]): Promise<Set<number>> {
    const pairs = sql.join(
      claims.map(([id, c]) => sql`(${id}::integer, ${c.attempts}::integer)`),
      sql`, `,
    );
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update mail_messages set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          where status = 'sending' and (id, attempts) in (${pairs}) returning id`,
    );
    const kept = new Set(rows.map((r) => Number(r.id)));
    const now = Date.now();
    for (const [id, c] of claims) if (kept.has(id)) c.renewedAt = now;
    return kept;
  }

  /** The heartbeat: renews every lease this worker holds, and abandons those it lost. */
  function renewAll(): Promise<void> {
    if (renewing || held.size === 0) return renewing ?? Promise.resolve();
    const claims = [...held];
    renewing = renew(claims)
      .then((kept) => {
        for (const [id, c] of claims) {
          // Not renewed: settled meanwhile (aborting a finished send does nothing), or taken over.
          if (!kept.has(id) && held.get(id) === c) c.lost.abort(new Error('the lease on this message was lost'));
        }
      })
      .catch((err) => console.error('mail lease renewal failed', err))
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  async function loadAttachments(row: Row) {
    if (!row.attachments?.length || !opts.storage) return undefined;
    const out = [];
    for (const a of row.attachments) {
      const file = await opts.storage.get(a.fileId);
      // Whole, not streamed: attachments are small (a ZIP is attached only up to 15 MB) and a
      // stream left unread by a failed send would hold a bucket connection open.
      const content = file ? await readStoredFile(opts.storage, file) : null;
      if (!content) throw new Error(`attachment ${a.filename} is missing`);
      out.push({ filename: a.filename, contentType: a.contentType, content });
    }
    return out;
  }

  /**
   * Records the message's outcome and tells the settle listeners, in one transaction. Only the
   * current claim may record it (same attempt number): false when another worker took it over.
   */
  async function finish(row: Row, values: Partial<typeof mailMessages.$inferInsert>, outcome: MailOutcome): Promise<boolean> {
    const recorded = await db.transaction(async (tx) => {
      const updated = await tx
        .update(mailMessages)
        .set(values)
        .where(and(eq(mailMessages.id, row.id), eq(mailMessages.status, 'sending'), eq(mailMessages.attempts, row.attempts)))
        .returning({ id: mailMessages.id });
      if (updated.length === 0) return false;
      for (const listener of settleListeners) await listener(tx, { id: row.id, outcome });
      return true;
    });
    if (recorded && values.status && values.status !== 'sending') signals.mailSettled(values.status);
    return recorded;
  }

  /** Delivers a claimed row, holding its lease until the outcome is recorded; null when the lease was lost. */
  function deliverClaimed(row: Row): Promise<SentMail | null> {
    const delivery = deliver(row).finally(() => release(row));
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery)).catch(() => undefined);
    return delivery;
  }

  async function deliver(row: Row): Promise<SentMail | null> {
    const claim = held.get(row.id);
    if (row.marketing && (await opts.marketingOptOuts(db, [row.toAddress])).size > 0) {
      if (
        !(await finish(
          row,
          {
            status: 'skipped',
            skipReason: SKIP_REASONS.suppressed,
            error: 'The recipient opted out of marketing e-mail',
            nextAttemptAt: null,
          },
          'skipped',
        ))
      )
        return null;
      return { id: row.id, status: 'skipped' };
    }
    let transport: Transporter | undefined;
    let info: { messageId: string };
    let from = row.fromAddress;
    let transportKind: Row['transport'] = smtpUrl ? 'smtp' : 'outbox';
    try {
      transport = await smtpTransport?.();
      if (row.senderUserId !== null && accountTransport) {
        const account = await accountTransport(row.senderUserId);
        if (account) {
          transport = account.transport;
          from = account.from;
          transportKind = 'account';
        }
      }
      if (!transport) {
        if (!(await finish(row, { status: 'outbox', transport: 'outbox', nextAttemptAt: null, error: null }, 'sent'))) return null;
        return { id: row.id, status: 'outbox' };
      }
      const attachments = await loadAttachments(row);
      // Getting here may have taken a while (a token refresh, big attachments): make sure the lease
      // is still this worker's, with most of it ahead, before anything leaves. The heartbeat keeps
      // it from then on, and aborts the SMTP transaction if it ever finds the lease gone.
      if (
        claim &&
        (claim.lost.signal.aborted || (Date.now() - claim.renewedAt > leaseMs / 3 && !(await renew([[row.id, claim]])).has(row.id)))
      )
        return null;
      const sending = transport;
      info = await inSpan(
        'smtp send',
        smtpSpanAttributes(transportKind, smtpUrl, row.id),
        async (set) => {
          try {
            const accepted = await sending.sendMail({
              from,
              // Bounces that come later go to the return path; a connected mailbox keeps its own.
              // The envelope names every recipient the headers do: the copy (Cc) is delivered too.
              ...(opts.returnPath && transportKind !== 'account'
                ? { envelope: { from: opts.returnPath, to: row.ccAddress ? [row.toAddress, row.ccAddress] : [row.toAddress] } }
                : {}),
              to: row.toAddress,
              cc: row.ccAddress ?? undefined,
              replyTo: row.replyTo ?? undefined,
              subject: row.subject,
              text: row.textBody,
              html: row.htmlBody ?? undefined,
              headers: row.headers ?? undefined,
              messageId: `<${row.messageId}@${messageIdDomain}>`,
              attachments,
              signal: claim?.lost.signal,
            });
            set({ 'smtp.outcome': 'accepted' });
            return accepted;
          } catch (err) {
            set({ 'smtp.outcome': isPermanent(err) ? 'refused' : 'failed' });
            throw err;
          }
        },
        { queuedBy: row.traceParent },
      );
    } catch (err) {
      // The lease was lost: the worker that holds the message now records what happens to it.
      if (claim?.lost.signal.aborted) return null;
      const error = errorText(err);
      if (isPermanent(err) || row.attempts >= maxAttempts) {
        const bouncedAt = isBounce(err) ? new Date() : null;
        if (!(await finish(row, { status: 'failed', transport: transportKind, error, nextAttemptAt: null, bouncedAt }, 'failed')))
          return null;
        return { id: row.id, status: 'failed', error };
      }
      const delay = retryBaseMs * 4 ** (row.attempts - 1);
      if (!(await finish(row, { status: 'queued', error, nextAttemptAt: new Date(Date.now() + delay) }, 'queued'))) return null;
      return { id: row.id, status: 'queued', error };
    }
    // The mail server has accepted it: from here on it must never be sent again. A database that
    // is briefly out of reach is waited for (the heartbeat keeps the lease meanwhile), never taken
    // for a failed send that the retry would deliver a second time.
    const accepted = info;
    const recorded = await untilWritten(claim, () =>
      finish(
        row,
        {
          status: 'sent',
          transport: transportKind,
          fromAddress: from,
          providerMessageId: accepted.messageId,
          sentAt: new Date(),
          nextAttemptAt: null,
          error: null,
        },
        'sent',
      ),
    );
    return recorded ? { id: row.id, status: 'sent' } : null;
  }

  /** Retries a write while the database is unreachable, for as long as this worker holds the lease. */
  async function untilWritten(claim: Claim | undefined, write: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + leaseMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await write();
      } catch (err) {
        if (!isDatabaseUnavailableError(err) || claim?.lost.signal.aborted || Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.min(100 * 2 ** attempt, 2000)));
      }
    }
  }

  async function drainOnce(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, outbox: 0, failed: 0, skipped: 0, retrying: 0 };
    // A closing worker claims nothing more; what it holds it finishes (see close()).
    while (!closed) {
      const batch = await claim(concurrency);
      if (batch.length === 0) break;
      const results = await Promise.all(batch.map(deliverClaimed));
      for (const r of results) {
        if (r === null) continue;
        if (r.status === 'queued') report.retrying += 1;
        else if (r.status === 'sent' || r.status === 'outbox' || r.status === 'failed' || r.status === 'skipped') report[r.status] += 1;
      }
    }
    return report;
  }

  function deliverDue(): Promise<DeliveryReport> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      const total: DeliveryReport = { sent: 0, outbox: 0, failed: 0, skipped: 0, retrying: 0 };
      do {
        again = false;
        const r = await drainOnce();
        for (const k of Object.keys(total) as (keyof DeliveryReport)[]) total[k] += r[k];
      } while (again && !closed);
      return total;
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  function runInBackground() {
    if (!started || closed) return;
    deliverDue().catch((err) => console.error('mail delivery failed', err));
  }

  return {
    transport: smtpUrl ? 'smtp' : 'outbox',
    enqueue,
    deliverDue,
    async send(mail) {
      const { id } = await enqueue(db, mail);
      // The caller waits for the first attempt's outcome, also when another worker of this process
      // (a delivery run another request kicked) or another process claimed the message first, or the
      // same message (its idempotency key) is already on its way: it follows that attempt on the row,
      // bounded like an attempt of its own (the SMTP timeouts), instead of answering "queued" for a
      // message being sent at that moment. A message already settled answers at once.
      const deadline = Date.now() + SEND_WAIT_MS;
      for (;;) {
        const [row] = await claim(1, id);
        if (row) {
          const delivered = await deliverClaimed(row);
          if (delivered) return delivered;
        }
        const [now] = await db
          .select({ status: mailMessages.status, error: mailMessages.error, nextAttemptAt: mailMessages.nextAttemptAt })
          .from(mailMessages)
          .where(eq(mailMessages.id, id));
        if (!now) return { id, status: 'queued' };
        const pending =
          now.status === 'sending' || (now.status === 'queued' && (!now.nextAttemptAt || now.nextAttemptAt.getTime() <= Date.now()));
        if (!pending || Date.now() >= deadline) {
          return { id, status: now.status === 'sending' ? 'queued' : now.status, error: now.error ?? undefined };
        }
        await new Promise((resolve) => setTimeout(resolve, SEND_POLL_MS));
      }
    },
    kick() {
      if (started) setImmediate(runInBackground);
    },
    start(options = {}) {
      if (started) return;
      started = true;
      timer = setInterval(runInBackground, options.intervalMs ?? 5000);
      timer.unref();
      // Recovering interrupted deliveries is part of claiming: a row whose lease has expired is due
      // again, so a message a killed process held is delivered once its lease runs out. A lease
      // that has not expired belongs to a live worker (which renews it) and is never taken back,
      // whenever this process started: other processes may be delivering right now.
      setImmediate(runInBackground);
    },
    useAccountTransport(resolver) {
      accountTransport = resolver;
    },
    onSettled(listener) {
      settleListeners.push(listener);
    },
    /**
     * Graceful stop (SIGTERM): claims nothing more and lets the deliveries it holds finish and be
     * recorded (each bounded by the SMTP timeouts), so it leaves no lease behind for another
     * process to wait out, and nothing that other processes hold is touched.
     */
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (draining) await draining.catch(() => undefined);
      await Promise.allSettled([...inFlight]);
      smtp?.close();
    },
  };
}

/** The mailer the app runs with: transport, sender, links and signing key from the configuration. */
export function createMailerFromConfig(config: Config, db: Db, storage: Storage, rules: Pick<MailerOptions, 'marketingOptOuts'>): Mailer {
  return createMailer({
    ...rules,
    db,
    storage,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    secret: appSecret(config),
    returnPath: config.mailReturnPath,
    leaseMs: config.mailLeaseMs,
  });
}
