import { createHmac, randomBytes } from 'node:crypto';

/*
 * How a receiver knows a webhook came from SpeakerPro and is fresh, by the Standard Webhooks
 * scheme (https://www.standardwebhooks.com), so the receivers' own libraries check it as they are:
 *   webhook-id         the event's id, the same on every retry and "send again" (de-duplicate on it)
 *   webhook-timestamp  the time of sending, unix seconds
 *   webhook-signature  "v1," + base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>"
 * keyed with the bytes the secret's base64 (after `whsec_`) stands for. Signing the id and time with
 * the body means a captured request cannot be replayed later under a fresh time.
 *
 * Endpoints added before this scheme have a secret of the older form (`whsec_` + 32 base64url
 * characters, used as text). Their receivers check the X-SpeakerPro-* headers, so those keep
 * coming, next to the standard headers signed with the secret's text as the key (a standard library
 * checks that with its "raw" key format). Rotating the secret moves an endpoint to the standard form.
 */

const WEBHOOK_ID_HEADER = 'webhook-id';
const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';
export const USER_AGENT = 'SpeakerPro-Webhooks/1';

/** The headers endpoints with an older secret still get (their receivers check these). */
const LEGACY_SIGNATURE_HEADER = 'x-speakerpro-signature';
const LEGACY_TIMESTAMP_HEADER = 'x-speakerpro-timestamp';
const LEGACY_EVENT_HEADER = 'x-speakerpro-event';
const LEGACY_DELIVERY_HEADER = 'x-speakerpro-delivery';

const PREFIX = 'whsec_';
/** 32 random bytes in standard base64: 43 characters and one `=`. An older secret never ends in `=`. */
const STANDARD_SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

/** A new endpoint's signing secret: 256 random bits, in the form Standard Webhooks libraries read. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Whether `secret` is of the standard form (else it is an older one, keyed by its text). */
export const isStandardSecret = (secret: string) => STANDARD_SECRET.test(secret);

/** What the speaker sees of a secret after creation: enough to tell endpoints apart. */
export const secretHint = (secret: string) => secret.slice(-4);

/** The HMAC key: the decoded bytes for a standard secret, the text itself for an older one. */
const signingKey = (secret: string) =>
  isStandardSecret(secret) ? Buffer.from(secret.slice(PREFIX.length), 'base64') : Buffer.from(secret, 'utf8');

function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The older signature: `sha256=` + hex HMAC-SHA256 keyed with the secret's text, over "<timestamp>.<body>". */
function legacySignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Every header that says who sent the body and when, for an endpoint with `secret`. */
export function signatureHeaders(secret: string, event: { id: string; type: string }, timestamp: number, body: string) {
  const headers: Record<string, string> = {
    [WEBHOOK_ID_HEADER]: event.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: standardSignature(secret, event.id, timestamp, body),
  };
  if (!isStandardSecret(secret)) {
    headers[LEGACY_EVENT_HEADER] = event.type;
    headers[LEGACY_DELIVERY_HEADER] = event.id;
    headers[LEGACY_TIMESTAMP_HEADER] = String(timestamp);
    headers[LEGACY_SIGNATURE_HEADER] = legacySignature(secret, timestamp, body);
  }
  return headers;
}
