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
