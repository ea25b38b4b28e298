import { z } from 'zod';

export const OPT_OUT_CATEGORIES = ['email_marketing', 'social_media', 'testimonials', 'data_sharing'] as const;
export type OptOutCategory = (typeof OPT_OUT_CATEGORIES)[number];

export const OPT_OUT_CATEGORY_LABELS: Record<OptOutCategory, string> = {
  email_marketing: 'Email marketing',
  social_media: 'Social media',
  testimonials: 'Testimonials',
  data_sharing: 'Data sharing',
};

export const OPT_OUT_EMAIL_REQUIRED = 'Please enter your email address to proceed with opt-out.';
export const OPT_OUT_SAVED_MESSAGE = 'Your privacy preferences have been updated.';

const flag = z.boolean({ message: 'must be true or false' }).optional().default(false);

export const optOutCategoriesSchema = z.strictObject(
  {
    email_marketing: flag,
    social_media: flag,
    testimonials: flag,
    data_sharing: flag,
  },
  { message: `must be an object with ${OPT_OUT_CATEGORIES.join(', ')}` },
);
export type OptOutCategories = z.output<typeof optOutCategoriesSchema>;

/** POST /api/privacy/opt-out: e-mail trimmed and lower-cased; the latest choice per address wins. */
export const optOutSchema = z.object({
  email: z
    .string({ message: 'is required' })
    .trim()
    .min(1, OPT_OUT_EMAIL_REQUIRED)
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid e-mail address'))
    .transform((v) => v.toLowerCase()),
  optOutCategories: optOutCategoriesSchema,
});
export type OptOut = z.input<typeof optOutSchema>;

export const optOutRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  optOutCategories: z.object({
    email_marketing: z.boolean(),
    social_media: z.boolean(),
    testimonials: z.boolean(),
    data_sharing: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OptOutRecord = z.infer<typeof optOutRecordSchema>;

/** The answer repeats what was recorded for the address sent, and nothing older. */
export const optOutResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  optOutCategories: optOutRecordSchema.shape.optOutCategories,
  updatedAt: z.string(),
});
