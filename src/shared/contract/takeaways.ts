import { z } from 'zod';
import { idSchema } from './common';
import { defineOperation } from './operation';

/** One attendee's takeaway, in their words: never with their name. */
export const takeawayQuoteSchema = z.object({ id: z.number().int(), text: z.string() });

/**
 * GET /api/speaker-admin/talks/{id}/takeaways: what the audience says it will do differently,
 * grouped by the words the takeaways share (a group: the takeaways that use its word).
 */
export const eventTakeawaysSchema = z.object({
  groups: z.array(
    z.object({
      /** The shared word, as attendees most often wrote it. */
      word: z.string(),
      /** Other words at least half the group also uses. */
      alsoShared: z.array(z.string()),
      /** How many takeaways use the word (all of them, not only the quotes). */
      count: z.number().int(),
      /** The group's takeaways, longest first (some of them when the group is large). */
      quotes: z.array(takeawayQuoteSchema),
    }),
  ),
  /** Takeaways that share no word with enough others. */
  ungrouped: z.number().int(),
  /** Every takeaway given for the talk. */
  total: z.number().int(),
});
export type EventTakeaways = z.infer<typeof eventTakeawaysSchema>;

export const getTalkTakeaways = defineOperation({
  id: 'getTalkTakeaways',
  method: 'GET',
  path: '/api/speaker-admin/talks/{id}/takeaways',
  summary: 'What the audience says it will do differently, grouped by the words the takeaways share',
  tag: 'talks',
  params: z.object({ id: idSchema }),
  answers: { 200: eventTakeawaysSchema },
  errors: [404],
});
