/**
 * The file name a `Content-Disposition` header offers, or null when it names none.
 * RFC 6266: `filename*` (percent-encoded, with a charset) wins over the plain `filename`.
 * Path separators are replaced so a hostile name cannot point outside the downloads folder.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;

  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1]!.trim().replace(/^"(.*)"$/, '$1');
    const encoded = /^[\w!#$%&+^`{}~-]*'[\w-]*'(.*)$/.exec(value);
    try {
      const name = decodeURIComponent(encoded ? encoded[1]! : value);
      if (name.trim() !== '') return safeName(name);
    } catch {
      // Malformed percent-encoding: fall back to the plain parameter.
    }
  }

  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) {
    const name = quoted[1]!.replace(/\\(.)/g, '$1');
    return name.trim() === '' ? null : safeName(name);
  }
  const bare = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  if (bare) return safeName(bare[1]!);
  return null;
}

function safeName(name: string): string {
  return name.replace(/[/\\]/g, '_').trim();
}
