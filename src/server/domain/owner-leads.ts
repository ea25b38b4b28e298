import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  AGENT_INTRO_PROMISE_HOURS,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  URGENT_LEAD_KINDS,
  type LeadKind,
  type LeadStatus,
  type OwnerLead,
  type OwnerLeadsResponse,
} from '../../shared/contract/owner-leads';
import type { Db } from '../db/client';
import { ownerLeads } from '../db/schema';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';
import { toCsv } from '../http/csv';
import { bestNames } from './best-name';
import { normalizeEmail } from '../../shared/domain/email';

/*
 * The owner's leads inbox: the waitlist, assessments, inquiries and free pages each put a request in
 * it in their own transaction, and the owner is told of urgent ones. Several features write it, so it
 * lives below them; the inbox's page (routes) and its scheduled notices (jobs) stay in owner-leads.
 */

export interface NewLead {
  kind: LeadKind;
  /** The row it came from, in that kind's own table. */
  sourceId: number;
  name: string;
  email: string | null;
  detail: string;
}

/** What the scheduled notices need (to the owner, and to free speakers about new answers): where mail goes and the site's address for links. */
export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  ownerEmail: string | undefined;
  publicUrl: string;
}

/**
 * Puts a request in the owner's inbox, in the same transaction as the row it came from, so a
 * request exists exactly when its lead does. Recording the same source twice changes nothing.
 */
export async function recordLead(tx: Db, lead: NewLead): Promise<void> {
  await tx
    .insert(ownerLeads)
    .values({ kind: lead.kind, sourceId: lead.sourceId, name: lead.name.trim(), email: lead.email, detail: lead.detail })
    .onConflictDoNothing({ target: [ownerLeads.kind, ownerLeads.sourceId] });
}

function dueAt(kind: LeadKind, createdAt: Date): Date | null {
  return kind === 'agent_intro' ? new Date(createdAt.getTime() + AGENT_INTRO_PROMISE_HOURS * 3600_000) : null;
}

/**
 * A lead as the inbox shows it. Its name is the person's best name now (the one rule every list
 * uses), so someone who took the assessment under their address and signed up with their name
 * later is named; the name stored with the request is kept only where no better one is known.
 */
function toLead(row: typeof ownerLeads.$inferSelect, names: ReadonlyMap<string, string>): OwnerLead {
  return {
    id: row.id,
    kind: row.kind,
    name: (row.email ? names.get(normalizeEmail(row.email)) : undefined) ?? row.name,
    email: row.email,
    detail: row.detail,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dueAt: dueAt(row.kind, row.createdAt)?.toISOString() ?? null,
  };
}

/** The rows as leads, each named by the one rule for a person's name. */
async function namedLeads(db: Db, rows: (typeof ownerLeads.$inferSelect)[]): Promise<OwnerLead[]> {
  const names = await bestNames(
    db,
    rows.flatMap((r) => (r.email ? [r.email] : [])),
  );
  return rows.map((r) => toLead(r, names));
}

export function ownerLeadDeps(deps: { db: Db; mailer: Mailer; config: { admin?: { email: string }; publicUrl: string } }): NoticeDeps {
  return { db: deps.db, mailer: deps.mailer, ownerEmail: deps.config.admin?.email, publicUrl: deps.config.publicUrl };
}

export async function listLeads(db: Db, filter: { kind?: LeadKind; status?: LeadStatus }): Promise<OwnerLeadsResponse> {
  const where = and(
    filter.kind ? eq(ownerLeads.kind, filter.kind) : undefined,
    filter.status ? eq(ownerLeads.status, filter.status) : undefined,
  );
  const rows = await db.select().from(ownerLeads).where(where).orderBy(desc(ownerLeads.createdAt), desc(ownerLeads.id));
  const counts = await db
    .select({ kind: ownerLeads.kind, n: sql<number>`count(*)::int` })
    .from(ownerLeads)
    .where(eq(ownerLeads.status, 'new'))
    .groupBy(ownerLeads.kind);
  const byKind = Object.fromEntries(LEAD_KINDS.map((k) => [k, counts.find((c) => c.kind === k)?.n ?? 0])) as Record<LeadKind, number>;
  const names = await bestNames(
    db,
    rows.flatMap((r) => (r.email ? [r.email] : [])),
  );
  return { leads: rows.map((r) => toLead(r, names)), newCounts: { total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind } };
}

export async function updateLead(db: Db, id: number, change: { status?: LeadStatus; note?: string }): Promise<OwnerLead> {
  const [row] = await db
    .update(ownerLeads)
    .set({
      ...(change.status ? { status: change.status } : {}),
      ...(change.note !== undefined ? { note: change.note.trim() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(ownerLeads.id, id))
    .returning();
  if (!row) throw notFound('Lead not found');
  return (await namedLeads(db, [row]))[0]!;
}

export async function leadsCsv(db: Db, filter: { kind?: LeadKind; status?: LeadStatus }): Promise<string> {
  const { leads } = await listLeads(db, filter);
  return toCsv(
    ['Received', 'Kind', 'Name', 'Email', 'Detail', 'Status', 'Note', 'Due'],
    leads.map((l) => [
      l.createdAt,
      LEAD_KIND_LABELS[l.kind],
      l.name,
      l.email ?? '',
      l.detail,
      LEAD_STATUS_LABELS[l.status],
      l.note,
      l.dueAt ?? '',
    ]),
  );
}

const inboxUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/admin/leads`;

function leadLines(lead: Pick<OwnerLead, 'kind' | 'name' | 'email' | 'detail' | 'dueAt'>): string[] {
  return [
    `${LEAD_KIND_LABELS[lead.kind]}: ${lead.name || '(no name)'}${lead.email ? ` <${lead.email}>` : ''}`,
    ...(lead.detail ? lead.detail.split('\n').map((line) => `  ${line}`) : []),
    ...(lead.dueAt ? [`  Promised by ${new Date(lead.dueAt).toUTCString()}`] : []),
  ];
}

/**
 * E-mails the owner, one message each, about requests that carry a deadline or a person waiting
 * (agent introductions, hire inquiries) and were not told yet. Marking and queueing happen in one
 * transaction, so each is told once; the hourly sweep catches any a crash left behind. Without an
 * owner address nothing is marked: the inbox still shows them, and they go once one is set.
 */
export async function notifyOwnerOfUrgentLeads(deps: NoticeDeps): Promise<number> {
  const { ownerEmail } = deps;
  if (!ownerEmail) return 0;
  const sent = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(ownerLeads)
      .where(and(inArray(ownerLeads.kind, [...URGENT_LEAD_KINDS]), isNull(ownerLeads.ownerNotifiedAt)))
      .for('update', { skipLocked: true });
    const leads = await namedLeads(tx, rows);
    for (const [i, row] of rows.entries()) {
      const lead = leads[i]!;
      await deps.mailer.enqueue(tx, {
        to: ownerEmail,
        ...(row.email ? { replyTo: row.email } : {}),
        subject: `New ${LEAD_KIND_LABELS[row.kind].toLowerCase()}: ${lead.name || row.email || 'no name'}`,
        text: [...leadLines(lead), '', `Your inbox: ${inboxUrl(deps.publicUrl)}`].join('\n'),
        source: `owner-lead:${row.kind}`,
        idempotencyKey: `owner-lead:${row.id}`,
      });
      await tx.update(ownerLeads).set({ ownerNotifiedAt: new Date() }).where(eq(ownerLeads.id, row.id));
    }
    return rows.length;
  });
  if (sent > 0) deps.mailer.kick();
  return sent;
}

/** The owner's daily digest: what arrived in the 24 hours before `now`, one message per day at most. */
export async function sendDailyDigest(deps: NoticeDeps, now = new Date()): Promise<number> {
  if (!deps.ownerEmail) return 0;
  const since = new Date(now.getTime() - 24 * 3600_000);
  const rows = await deps.db
    .select()
    .from(ownerLeads)
    .where(gte(ownerLeads.createdAt, since))
    .orderBy(ownerLeads.kind, ownerLeads.createdAt);
  if (rows.length === 0) return 0;
  const day = now.toISOString().slice(0, 10);
  const leads = await namedLeads(deps.db, rows);
  await deps.db.transaction(async (tx) => {
    await deps.mailer.enqueue(tx, {
      to: deps.ownerEmail!,
      subject: `SpeakerPro: ${rows.length} new request${rows.length === 1 ? '' : 's'} in the last 24 hours`,
      text: [
        `In the 24 hours to ${now.toUTCString()}:`,
        '',
        ...leads.flatMap((lead) => [...leadLines(lead), '']),
        `Mark them contacted or done in your inbox: ${inboxUrl(deps.publicUrl)}`,
      ].join('\n'),
      source: 'owner-lead:digest',
      idempotencyKey: `owner-lead-digest:${day}`,
    });
  });
  deps.mailer.kick();
  return rows.length;
}
