/**
 * A small formatter for the messages the attendee pages' script shows (it runs on phones, where
 * the full ICU library would double what the page downloads): `{name}` and
 * `{name, plural, =N {…} one {…} other {…}}` with `#` (written as the language writes numbers), by
 * the browser's own plural rules; like intl-messageformat, `{name}` is written as given. The
 * catalogue's test formats every script message with this and with intl-messageformat, in every
 * language, and requires the same text.
 */
export type LiteValues = Record<string, string | number>;

function readBlock(message: string, start: number): number {
  let depth = 0;
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unbalanced braces in "${message}"`);
}

function plural(body: string, value: number, values: LiteValues, locale: string): string {
  const options = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const match = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(i));
    if (!match) break;
    const open = i + match[0].length - 1;
    const close = readBlock(body, open);
    options.set(match[1]!, body.slice(open + 1, close));
    i = close + 1;
  }
  const chosen = options.get(`=${value}`) ?? options.get(new Intl.PluralRules(locale).select(value)) ?? options.get('other') ?? '';
  return formatLite(chosen, { ...values, '#': value }, locale);
}

export function formatLite(message: string, values: LiteValues, locale: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i]!;
    if (char === '{') {
      const close = readBlock(message, i);
      const inner = message.slice(i + 1, close);
      const [name = '', type, ...rest] = inner.split(',');
      const value = values[name.trim()];
      if (type?.trim() === 'plural') out += plural(rest.join(','), Number(value), values, locale);
      else out += value === undefined ? '' : String(value);
      i = close + 1;
    } else if (char === '#' && '#' in values) {
      out += Number(values['#']).toLocaleString(locale);
      i++;
    } else if (char === "'" && message[i + 1] === "'") {
      out += "'";
      i += 2;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}
