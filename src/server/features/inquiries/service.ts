import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Inquiry, createInquirySchema } from '../../../shared/contract/inquiries';
import type { Db } from '../../db/client';
import { eventInquiries } from '../../db/schema';

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
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores the inquiry as typed; it is only ever shown as text (the admin's list escapes it). */
export async function createInquiry(db: Db, input: CreateInput): Promise<Inquiry> {
  const [row] = await db
    .insert(eventInquiries)
    .values({
      name: input.name,
      company: input.company,
      eventType: input.eventType,
      eventDate: input.eventDate,
      audienceSize: input.audienceSize,
      description: input.description,
    })
    .returning();
  return toInquiry(row!);
}

export async function listInquiries(db: Db): Promise<Inquiry[]> {
  const rows = await db.select().from(eventInquiries).orderBy(desc(eventInquiries.createdAt), desc(eventInquiries.id));
  return rows.map(toInquiry);
}
