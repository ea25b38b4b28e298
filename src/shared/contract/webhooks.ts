import { z } from 'zod';
import { defineOperation } from './operation';
import { idSchema } from './common';

/** What a webhook can be told about; an endpoint subscribes to one or more. */
export const WEBHOOK_EVENT_TYPES = ['response.created', 'lead.hot', 'lead.booking', 'graphic.created'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How the settings page names each event type. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, { label: string; description: string }> = {
  'response.created': { label: 'New answer', description: 'Every answer an attendee gives to one of your talks.' },
  'lead.hot': { label: 'Hot lead', description: 'An answer rated 4 or 5 stars.' },
  'lead.booking': {
    label: 'Booking lead',
    description: 'The attendee books speakers, or passed on someone who agreed to be put in touch.',
  },
  'graphic.created': { label: 'New testimonial graphic', description: 'A testimonial graphic of one of your talks gets its image.' },
};

/** Endpoints one speaker may have at a time. */
export const MAX_WEBHOOKS_PER_SPEAKER = 5;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Deliveries an endpoint's log shows, newest first. */
export const WEBHOOK_LOG_SIZE = 50;

const eventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { message: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` });

/** POST /api/speaker-admin/webhooks. The URL's own rules (https, no private address, ...) are the server's. */
export const createWebhookSchema = z.object({
  url: z
    .string({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(WEBHOOK_URL_MAX_LENGTH, `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`),
  events: z
    .array(z.string({ message: 'must be a list of event types' }), { message: 'must be a list of event types' })
    .min(1, 'must name at least one event type')
    .max(WEBHOOK_EVENT_TYPES.length * 2, `must name at most ${WEBHOOK_EVENT_TYPES.length} event types`)
    .superRefine((list, ctx) => {
      // Reported on `events` itself, so the form marks the one field whatever the position.
      const unknown = list.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be among ${WEBHOOK_EVENT_TYPES.join(', ')} (unknown: ${unknown.slice(0, 3).join(', ')})`,
        });
      }
    })
    .transform((list) => WEBHOOK_EVENT_TYPES.filter((e) => list.includes(e))),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

/** 201: the secret in full, this once. */
export const createdWebhookSchema = z.object({ id: z.number().int(), secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** 201 to "rotate secret": the endpoint's new secret in full, this once (the old one stops at once). */
export const rotatedSecretSchema = z.object({ secret: z.string() });
export type RotatedSecret = z.infer<typeof rotatedSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'failed'] as const;

/**
 * Whether a delivery's outcome is expected soon (under way, or due within a minute): pages read it
 * again meanwhile, and stop while it waits for a later retry.
 */
export function isDeliverySoon(d: { status: (typeof WEBHOOK_DELIVERY_STATUSES)[number]; nextAttemptAt: string | null }, now = Date.now()) {
  return d.status === 'sending' || (d.status === 'queued' && (d.nextAttemptAt === null || Date.parse(d.nextAttemptAt) - now < 60_000));
}

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  durationMs: z.number().int().nullable(),
  /** The receiver's HTTP status; null when none came (timeout, connection refused, address refused). */
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** webhook-id: the same on every attempt and every "send again" of the event. */
  eventId: z.string(),
  event: eventTypeSchema,
  /** An example sent with "Send test event". */
  test: z.boolean(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's HTTP status, if the receiver answered. */
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  /** When the next attempt is due (status queued). */
  nextAttemptAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The delivery this one sends again. */
  redeliveryOf: z.number().int().nullable(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(eventTypeSchema),
  /** The secret's last characters, to tell endpoints apart; the whole secret is shown only at creation. */
  secretHint: z.string(),
  createdAt: z.string(),
  lastDelivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      createdAt: z.string(),
      responseCode: z.number().int().nullable(),
      /** When its next attempt is due (status queued). */
      nextAttemptAt: z.string().nullable(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** GET /api/speaker-admin/webhooks */
export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema), maxWebhooks: z.number().int() });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** GET /api/speaker-admin/webhooks/{id}: the endpoint and its last 50 deliveries, newest first. */
export const webhookDetailSchema = webhookSchema.extend({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDetail = z.infer<typeof webhookDetailSchema>;

export const webhookParamsSchema = z.object({ id: idSchema });
export const webhookDeliveryParamsSchema = z.object({ id: idSchema, deliveryId: idSchema });

/** POST /api/speaker-admin/webhooks/{id}/test: which event's example to send (default: the endpoint's first). */
export const testWebhookSchema = z.object({ event: eventTypeSchema.optional() }).nullish();

/** 202 from test and "send again": the queued delivery. */
export const queuedDeliverySchema = z.object({ deliveryId: z.number().int(), eventId: z.string() });
export type QueuedDelivery = z.infer<typeof queuedDeliverySchema>;

const tag = 'webhooks';

/** Subscribing, as REST hooks (Zapier's name for it) do: a tool sends { url, events } and keeps the id. */
export const createWebhook = defineOperation({
  id: 'createWebhook',
  method: 'POST',
  path: '/api/speaker-admin/webhooks',
  summary: 'Subscribe an address to events (the secret is shown this once)',
  tag,
  body: createWebhookSchema,
  answers: { 201: createdWebhookSchema },
  errors: [409],
});

export const listWebhooks = defineOperation({
  id: 'listWebhooks',
  method: 'GET',
  path: '/api/speaker-admin/webhooks',
  summary: "List the speaker's webhook endpoints with their last delivery",
  tag,
  answers: { 200: webhookListSchema },
});

export const getWebhook = defineOperation({
  id: 'getWebhook',
  method: 'GET',
  path: '/api/speaker-admin/webhooks/{id}',
  summary: 'Read a webhook endpoint and its last deliveries',
  tag,
  params: webhookParamsSchema,
  answers: { 200: webhookDetailSchema },
});

export const replaceWebhookSecret = defineOperation({
  id: 'replaceWebhookSecret',
  method: 'POST',
  path: '/api/speaker-admin/webhooks/{id}/secret',
  summary: "Replace an endpoint's signing secret (the old one stops at once)",
  tag,
  params: webhookParamsSchema,
  answers: { 201: rotatedSecretSchema },
});

/** Unsubscribing: the REST hook's other half. */
export const deleteWebhook = defineOperation({
  id: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/speaker-admin/webhooks/{id}',
  summary: 'Unsubscribe: delete a webhook endpoint and its deliveries',
  tag,
  params: webhookParamsSchema,
  answers: { 204: null },
});

export const createWebhookTestEvent = defineOperation({
  id: 'createWebhookTestEvent',
  method: 'POST',
  path: '/api/speaker-admin/webhooks/{id}/test-events',
  summary: 'Queue a signed example event to an endpoint',
  tag,
  params: webhookParamsSchema,
  body: testWebhookSchema,
  answers: { 202: queuedDeliverySchema },
  errors: [429],
});

export const repeatWebhookDelivery = defineOperation({
  id: 'repeatWebhookDelivery',
  method: 'POST',
  path: '/api/speaker-admin/webhooks/{id}/deliveries/{deliveryId}/repeats',
  summary: 'Send a delivered or failed event again, as a new delivery',
  tag,
  params: webhookDeliveryParamsSchema,
  answers: { 202: queuedDeliverySchema },
  errors: [409, 429],
});
