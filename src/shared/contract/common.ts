import { z } from 'zod';

/** Every API error answers this shape. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const successSchema = z.object({ success: z.literal(true) });
