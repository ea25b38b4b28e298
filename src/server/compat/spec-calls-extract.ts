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
  /** The answer's field names where the row names them (`Returns sentCount and failedCount.`), dotted when nested. */
  answers?: string[];
}

const IDENTIFIER = /^[a-zA-Z_][\w.]*$/;
/** A name only code would use (camelCase, snake_case, nested or a list), not an English word. */
const CODE_LIKE = /[A-Z_.]|\[\]$/;

/** `a, b and c[]` → ['a', 'b', 'c'], or undefined when a part is not a plain name. */
function nameList(text: string): string[] | undefined {
  const parts = text
    .replace(/\([^)]*\)/g, '')
    .split(/,\s*|\s+and\s+/)
    .map((n) => n.trim().replace(/\[\]$/, ''))
    .filter(Boolean);
  return parts.length > 0 && parts.every((n) => IDENTIFIER.test(n)) ? parts : undefined;
}

/**
 * The answer's field names of a row's answer cell: after "Returns", "reads" or "list with", in
 * braces, or a clause that is only names with at least one written as code (`imageUrl, testimonial`;
 * `summary.successful, summary.failed`). Words that describe an answer ("campaign list") are not names.
 */
function answerFields(cell: string): string[] | undefined {
  const marked =
    /Returns (?:a list of )?\{?([\w., []+?)\}?\./.exec(cell)?.[1] ??
    /\breads ([\w, ]+)/.exec(cell)?.[1] ??
    /\b[Ll]ist with ([\w, ]+)/.exec(cell)?.[1] ??
    /^\{([\w, ]+)\}/.exec(cell)?.[1];
  if (marked) return nameList(marked);
  const clause = cell
    .split(/;|\.\s/)[0]!
    .replace(/\.$/, '')
    .trim();
  const names = nameList(clause);
  return names && clause.split(/,\s*|\s+and\s+/).some((n) => CODE_LIKE.test(n.trim())) ? names : undefined;
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
    // The answer is the third cell either way: `| POST /api/x | body | answer |`, `| POST | /api/x | answer |`.
    const answers = answerFields(cells[3] ?? '');
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
    // A row of one call that names its answer's fields: the call keeps answering with them.
    if (answers && method && lastPath && first.split(/\s+/).length === 2) {
      const known = out.get(`${method} ${lastPath}`) ?? { method, path: lastPath };
      out.set(`${method} ${lastPath}`, { ...known, answers: [...new Set([...(known.answers ?? []), ...answers])] });
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
