/**
 * The API calls the product's specification lists (its tables of calls, in the form
 * `| POST /api/waitlist | name, email | … |` or `| POST | /api/waitlist | … |`), as method and path
 * pairs. External tools were built against these; each must keep answering.
 */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The body's field names where the row names them (`name, email, heardAbout`; `body email, password.`). */
  fields?: string[];
}

/**
 * The field names of a payload cell, or undefined when it names none or describes the body in words
 * ("the profile payload", "multipart: …", "same"). A group in parentheses belongs to the field before it.
 */
function payloadFields(cell: string): string[] | undefined {
  const listed = /^body ([\w, ]+)\./.exec(cell)?.[1] ?? /^\{([\w, ]+)\}/.exec(cell)?.[1] ?? cell;
  const names = listed
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((n) => n.trim());
  return names.length > 0 && names.every((n) => /^[a-zA-Z_]\w*$/.test(n) && n !== 'none' && n !== 'same') ? names : undefined;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function extractSpecCalls(markdown: string): SpecCall[] {
  const out = new Map<string, SpecCall>();
  const add = (method: SpecCall['method'], path: string) => out.set(`${method} ${path}`, { ...out.get(`${method} ${path}`), method, path });
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 3 || cells[0] !== '') continue;
    // `| POST | /api/x |` or `| POST /api/x, POST /api/y |` or `| POST /api/x/a, /b, /c |`.
    const split = METHODS.includes(cells[1] as SpecCall['method']);
    const cell = split ? `${cells[1]} ${cells[2]}` : cells[1]!;
    const fields = payloadFields((split ? cells[3] : cells[2]) ?? '');
    // A placeholder with spaces (`{logo key}`) stays one token.
    const first = cell.replace(/\{([^}]*)\}/g, (_m, name: string) => `{${name.trim().replace(/\s+/g, '_')}}`);
    let method: SpecCall['method'] | null = null;
    let lastPath: string | null = null;
    for (const token of first.split(/,\s*|\s+/)) {
      if (METHODS.includes(token as SpecCall['method'])) {
        method = token as SpecCall['method'];
      } else if (method && token.startsWith('/api/')) {
        lastPath = token.replace(/\?.*$/, '');
        add(method, lastPath);
      } else if (method && lastPath && /^\/[a-z-]+$/.test(token)) {
        // A sibling of the last path's final segment: `/approve, /reject`.
        add(method, lastPath.replace(/\/[^/]+$/, token));
      }
    }
    // A row of one call that names its body's fields: the call keeps them.
    if (fields && method && method !== 'GET' && lastPath && first.split(/\s+/).length === 2) {
      const known = out.get(`${method} ${lastPath}`)?.fields ?? [];
      out.set(`${method} ${lastPath}`, { method, path: lastPath, fields: [...new Set([...known, ...fields])] });
    }
    // `{action} (approve or reject)`: one call per named value.
    const choice = /\{(\w+)\} \((\w+) or (\w+)\)/.exec(first);
    if (choice && method && lastPath) {
      out.delete(`${method} ${lastPath}`);
      for (const value of [choice[2]!, choice[3]!]) add(method, lastPath.replace(`{${choice[1]}}`, value));
    }
  }
  return [...out.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
