import { z } from 'zod';
import { defineOperation } from './operation';
import { idSchema } from './common';

/** What a key may do: `read` sends GET and HEAD only; `read-write` every method its routes take. */
export const API_KEY_ACCESS = ['read', 'read-write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** Keys one speaker may hold at a time: one per tool or script, with room to rotate. */
export const MAX_API_KEYS_PER_SPEAKER = 20;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Requests one key may make per minute. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
/** Every key starts with this, so a key pasted in the wrong place is recognisable (and scanners can find it). */
export const API_KEY_PREFIX = 'spk_';

/** POST /api/speaker-admin/api-keys. */
export const createApiKeySchema = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(API_KEY_NAME_MAX_LENGTH, `must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
  access: z.enum(API_KEY_ACCESS, { message: `must be one of ${API_KEY_ACCESS.join(', ')}` }),
});
export type CreateApiKey = z.input<typeof createApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  access: z.enum(API_KEY_ACCESS),
  /** The prefix and the last four characters: enough to tell keys apart, not to use one. */
  hint: z.string(),
  createdAt: z.string(),
  /** Null until the key is first used; moved forward at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** 201: the key in full, this once. */
export const createdApiKeySchema = apiKeySchema.omit({ lastUsedAt: true }).extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyParamsSchema = z.object({ id: idSchema });

const tag = 'api-keys';

export const createApiKeyOperation = defineOperation({
  id: 'createApiKey',
  method: 'POST',
  path: '/api/speaker-admin/api-keys',
  summary: 'Create an API key (the key is shown this once; signed-in session only)',
  tag,
  body: createApiKeySchema,
  answers: { 201: createdApiKeySchema },
  errors: [409],
});

export const listApiKeysOperation = defineOperation({
  id: 'listApiKeys',
  method: 'GET',
  path: '/api/speaker-admin/api-keys',
  summary: "List the speaker's API keys, without the keys themselves",
  tag,
  answers: { 200: apiKeyListSchema },
});

export const revokeApiKeyOperation = defineOperation({
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/api/speaker-admin/api-keys/{id}',
  summary: 'Revoke an API key: it stops working at once',
  tag,
  params: apiKeyParamsSchema,
  answers: { 204: null },
});
