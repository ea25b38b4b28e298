import { z } from 'zod';

/**
 * One environment variable: an empty or blank value counts as unset (a `.env` line `PORT=` or a
 * compose file's `PORT: ""` means "use the default"), then `schema` decides.
 */
export const envVar = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/** A whole number of `unit` from `min` to `max`, `fallback` when unset. */
export const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  envVar(
    z.coerce
      .number({ message: `must be a whole number${unit}` })
      .int(`must be a whole number${unit}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );
