import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Inquiry, createInquirySchema } from '../../../shared/contract/inquiries';
import type { Db } from '../../db/client';
import { eventInquiries, marketingConsents } from '../../db/schema';
import { MARKETING_CONSENT_WORDING } from '../../../shared/domain/audiences';
import { normalizeEmail } from '../../../shared/domain/email';
import type { Mailer } from '../../mail/mailer';
import { inquirySummary } from '../../domain/inquiries';
import { recordLead } from '../../domain/owner-leads';
import { greeting } from '../../../shared/domain/greeting';

type CreateInput = z.output<typeof createInquirySchema>;

function toInquiry(row: typeof eventInquiries.$inferSelect): Inquiry {
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    eventType: row.eventType,
    eventDate: row.eventDate,
    audienceSize: row.audienceSize,
    description: row.description,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The organiser's copy: what they asked, and what happens next. Transactional: they just asked for
 * it. It invites a reply, so a reply goes to the owner, not to the no-reply sender.
 */
function organiserCopy(inquiry: Inquiry, replyTo: string) {
  return {
    to: inquiry.email!,
    replyTo,
    subject: 'We received your request for a speaker',
    text: [
      greeting(inquiry.name.trim().split(/\s+/)[0] || null),
      '',
      'Thank you for asking SpeakerPro to find a speaker for your event. This is what you sent us:',
      '',
      `  ${inquirySummary(inquiry)}`,
      ...(inquiry.description ? ['', ...inquiry.description.split('\n').map((l) => `  ${l}`)] : []),
      '',
      'What happens next: we read every request ourselves and reply to this address with speakers who fit your event and audience.',
      'If anything changes in the meantime (date, audience, budget), just reply to this e-mail.',
      '',
      'The SpeakerPro team',
    ].join('\n'),
    source: 'inquiry:organiser-copy',
    idempotencyKey: `inquiry-copy:${inquiry.id}`,
  };
}

/**
 * Stores the inquiry as typed (it is only ever shown as text; the admin's list escapes it), puts it
 * in the owner's inbox and, when the organiser gave an address, queues their copy, all at once.
 */
export async function createInquiry(
  db: Db,
  mailer: Mailer,
  input: CreateInput,
  ownerAddress: string,
): Promise<{ inquiry: Inquiry; copy: 'queued' | 'outbox' | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventInquiries)
      .values({
        name: input.name,
        company: input.company,
        eventType: input.eventType,
        eventDate: input.eventDate,
        audienceSize: input.audienceSize,
        description: input.description,
        email: input.email,
      })
      .returning();
    const inquiry = toInquiry(row!);
    await recordLead(tx, {
      kind: 'hire_inquiry',
      sourceId: inquiry.id,
      name: inquiry.name,
      email: inquiry.email,
      // The organiser's brief goes with the one-line summary: the owner's alert and inbox show both.
      detail: [inquirySummary(inquiry), inquiry.description?.trim()].filter(Boolean).join('\n'),
    });
    if (!inquiry.email) return { inquiry, copy: null };
    if (input.marketingConsent) {
      await tx
        .insert(marketingConsents)
        .values({ email: normalizeEmail(inquiry.email), source: 'inquiry', sourceId: inquiry.id, wording: MARKETING_CONSENT_WORDING });
    }
    await mailer.enqueue(tx, organiserCopy(inquiry, ownerAddress));
    return { inquiry, copy: mailer.transport === 'outbox' ? 'outbox' : 'queued' };
  });
}

export async function listInquiries(db: Db): Promise<Inquiry[]> {
  const rows = await db.select().from(eventInquiries).orderBy(desc(eventInquiries.createdAt), desc(eventInquiries.id));
  return rows.map(toInquiry);
}
