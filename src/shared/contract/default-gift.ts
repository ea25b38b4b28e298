import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../domain/constants';
import { defineOperation } from './operation';
import { normalizeGiftUrl } from '../domain/free-tier';
import { uploadGiftResponseSchema } from './profile';

/** `/api/public/files/{id}/{name}` (or `/api/files/…`, as stored before): where an uploaded file is served. */
const UPLOADED_GIFT_PATH = /^\/api\/(public\/)?files\/[A-Za-z0-9_-]{1,64}\/[^/?#]{1,300}$/;

const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** PUT /api/admin/default-gift: the gift the owner offers to speakers who have none of their own (a link or a file uploaded for it). */
export const defaultGiftInputSchema = z.object({
  title: z.string({ message: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
  description: optionalText(1000),
  url: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters')
    .transform((v, ctx) => {
      // A file the owner uploaded for the gift (checked on the server to be theirs), or a web address.
      if (UPLOADED_GIFT_PATH.test(v)) return v;
      const url = normalizeGiftUrl(v);
      if (!url) {
        ctx.addIssue({ code: 'custom', message: 'must be a web address such as https://example.com/book' });
        return z.NEVER;
      }
      return url;
    }),
  accessCode: optionalText(100),
});
export type DefaultGiftInput = z.input<typeof defaultGiftInputSchema>;

export const defaultGiftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  url: z.string(),
  accessCode: z.string().nullable(),
});
export type DefaultGift = z.infer<typeof defaultGiftSchema>;

export const saveDefaultGift = defineOperation({
  id: 'saveDefaultGift',
  method: 'PUT',
  path: '/api/admin/default-gift',
  summary: 'Offer a free gift (a link, or a file uploaded for it) to speakers who have none of their own',
  tag: 'settings',
  body: defaultGiftInputSchema,
  answers: { 200: defaultGiftSchema },
});

export const withdrawDefaultGift = defineOperation({
  id: 'withdrawDefaultGift',
  method: 'DELETE',
  path: '/api/admin/default-gift',
  summary: 'Withdraw the free gift: new free pages can no longer choose it (pages made with it keep it)',
  tag: 'settings',
  answers: { 204: null },
});

/** The form field the gift's file comes in. */
export const DEFAULT_GIFT_FILE_FIELD = 'giftFile';

export const uploadDefaultGiftFile = defineOperation({
  id: 'uploadDefaultGiftFile',
  method: 'PUT',
  path: '/api/admin/default-gift/file',
  summary: "Upload the free gift as a file (PDF, Word or EPUB); its address is then saved as the gift's link",
  tag: 'settings',
  body: {
    kind: 'upload',
    field: DEFAULT_GIFT_FILE_FIELD,
    contentTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/epub+zip',
    ],
    maxBytes: UPLOAD_MAX_BYTES,
  },
  answers: { 200: uploadGiftResponseSchema },
  errors: [413],
});

/** GET /api/public/default-gift: whether a free gift is on offer, and what it is (it is a giveaway). */
export const defaultGiftOfferSchema = z.object({ available: z.boolean(), gift: defaultGiftSchema.nullable() });
export type DefaultGiftOffer = z.infer<typeof defaultGiftOfferSchema>;

export const getDefaultGiftOffer = defineOperation({
  id: 'getDefaultGiftOffer',
  method: 'GET',
  path: '/api/public/default-gift',
  summary: 'The free gift offered to speakers who have none of their own, if the owner set one',
  tag: 'settings',
  answers: { 200: defaultGiftOfferSchema },
});
