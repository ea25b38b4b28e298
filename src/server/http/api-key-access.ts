/**
 * Which routes an API key opens, in one place (a test walks every registered route against it).
 * A key acts for its speaker on the speaker's canonical routes, the same ones the web app calls;
 * every other API route refuses a keyed request, whether it needs a sign-in or not. Within the
 * speaker's routes, a key cannot reach what would let a leaked key outlive its revocation or take
 * the account over: it cannot make or see keys, delete the account, or connect, disconnect or test a
 * mailbox (it may read which mailbox is connected, as the page does).
 */
// The speaker route set's prefix (route-sets.ts; not imported, since its guards import this file's user).
export const SPEAKER_PREFIX = '/api/speaker-admin/';

export const API_KEY_REFUSED_SPEAKER_ROUTES: readonly { prefix: string; reason: string }[] = [
  {
    prefix: `${SPEAKER_PREFIX}api-keys`,
    reason: 'A key that could make keys would let a leaked key outlive its revocation; only a signed-in session manages keys.',
  },
  {
    prefix: `${SPEAKER_PREFIX}account-deletions`,
    reason: 'Deleting the account asks for the password and an e-mailed link, which a key must not stand in for.',
  },
  {
    prefix: `${SPEAKER_PREFIX}mail-accounts/`,
    reason: 'Connecting a mailbox hands SpeakerPro another service’s credentials: the speaker does it in person.',
  },
];

/**
 * Whether a keyed request may reach this route. `url` is the matched route's pattern (not the
 * request's path, which percent-encoding could disguise). An old address under the speaker's
 * prefix (`/api/speaker-admin/events`, now `/talks`) answers a key as its new one does, so a script
 * written against it keeps working; old addresses outside the prefix never do.
 */
export function isApiKeyRoute(url: string): boolean {
  if (!url.startsWith(SPEAKER_PREFIX)) return false;
  return !API_KEY_REFUSED_SPEAKER_ROUTES.some((r) => url.startsWith(r.prefix));
}

/** Methods a read-only key may send. */
export const READ_METHODS = new Set(['GET', 'HEAD']);
