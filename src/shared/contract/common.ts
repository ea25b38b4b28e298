import { isTimeZone } from '../domain/time-zones';
import { z } from 'zod';

export const successSchema = z.object({ success: z.literal(true) });

/** Largest row id: the id columns are PostgreSQL `integer` (int4), which refuses anything above. */
export const ID_MAX = 2_147_483_647;

/**
 * A row id in a path or query string. Out of int4 range it is a 400 here rather than an
 * "out of range for type integer" 500 from the database.
 */
export const idSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(ID_MAX, `must be at most ${ID_MAX}`);

/** An IANA time zone name ("Europe/Copenhagen", "UTC") that the runtime knows. */
export const timeZoneSchema = z
  .string({ message: 'must be a time zone name such as Europe/Copenhagen' })
  .refine(isTimeZone, 'must be a time zone name such as Europe/Copenhagen');
