/**
 * Website-style inputs: blank stays blank, a missing scheme gets https://, and the result must
 * parse as an http(s) URL with a dotted host. Returns null for blank, undefined when invalid.
 */
export function normalizeWebUrl(input: string | null | undefined): string | null | undefined {
  const value = (input ?? '').trim();
  if (value === '') return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Where to go back to after signing in: a path on this site ("/speaker/account?tab=x"), or null
 * for anything else (absolute URLs, "//host", backslashes, control characters), so the login page
 * can never send a speaker to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(value, 'http://speakerpro.invalid');
    if (url.origin !== 'http://speakerpro.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
