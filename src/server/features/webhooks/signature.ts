import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * How a receiver knows a webhook came from SpeakerPro and is fresh: the body is signed together
 * with the time of sending, `sha256=` + hex HMAC-SHA256(secret, "<timestamp>.<raw body>"), sent in
 * X-SpeakerPro-Signature with the time in X-SpeakerPro-Timestamp (unix seconds). Signing the time
 * too means a captured request cannot be replayed later with a new time; the receiver refuses a
 * time more than a few minutes old and de-duplicates on X-SpeakerPro-Delivery.
 */

export const SIGNATURE_HEADER = 'x-speakerpro-signature';
export const TIMESTAMP_HEADER = 'x-speakerpro-timestamp';
export const EVENT_HEADER = 'x-speakerpro-event';
export const DELIVERY_HEADER = 'x-speakerpro-delivery';
export const USER_AGENT = 'SpeakerPro-Webhooks/1';

/** A new endpoint's signing secret: 192 random bits, with a prefix that says what it is when pasted elsewhere. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** What the speaker sees of a secret after creation: enough to tell endpoints apart. */
export const secretHint = (secret: string) => secret.slice(-4);

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * A receiver's whole check (the decision record shows the same in a few lines): the signature
 * matches this body and time, and the time is at most `toleranceSeconds` away from now.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  body: string;
  timestamp: string | undefined;
  signature: string | undefined;
  toleranceSeconds?: number;
  now?: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  if (!Number.isInteger(timestamp) || !input.signature) return false;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (input.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(webhookSignature(input.secret, timestamp, input.body));
  const given = Buffer.from(input.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
