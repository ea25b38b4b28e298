// Personal mailbox providers: their domain says nothing about the attendee's employer.
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'web.de',
  'orange.fr',
  'free.fr',
  'qq.com',
  '163.com',
]);

export const FREE_MAIL_DOMAIN_LIST = [...FREE_MAIL_DOMAINS];

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@')[1] ?? '';
}

export function isFreeMailDomain(domain: string): boolean {
  return FREE_MAIL_DOMAINS.has(domain.toLowerCase());
}

/**
 * The company a work e-mail domain names, as the domain spells it: its first label ("gulf-hr.ae" →
 * "gulf-hr", "brightline.co.uk" → "brightline"). Not re-cased or re-spaced: whether "gulf-hr" is
 * "Gulf HR" or "Gulf-HR" only its people know, and a hyphen may be part of the name; the label is
 * what they chose. Domains are case-insensitive and stored lower-case.
 */
export function companyFromDomain(domain: string): string {
  const label = domain.trim().toLowerCase().split('.')[0] ?? '';
  // An internationalised label travels as Punycode ("xn--bcher-kva"); its people wrote "bücher".
  if (!label.startsWith('xn--')) return label;
  try {
    return decodePunycode(label.slice(4));
  } catch {
    return label;
  }
}

const PUNY_BASE = 36;
const PUNY_T_MIN = 1;
const PUNY_T_MAX = 26;

function punyAdapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / 700) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  for (; d > ((PUNY_BASE - PUNY_T_MIN) * PUNY_T_MAX) >> 1; k += PUNY_BASE) d = Math.floor(d / (PUNY_BASE - PUNY_T_MIN));
  return k + Math.floor(((PUNY_BASE - PUNY_T_MIN + 1) * d) / (d + 38));
}

/** RFC 3492 decoding of one label's Punycode part (after "xn--"); throws on a malformed one. */
export function decodePunycode(input: string): string {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j++) output.push(input.charCodeAt(j));
  let n = 128;
  let i = 0;
  let bias = 72;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length;) {
    const before = i;
    for (let w = 1, k = PUNY_BASE; ; k += PUNY_BASE) {
      if (index >= input.length) throw new Error('Punycode ends in the middle of a number');
      const c = input.charCodeAt(index++);
      const digit = c >= 48 && c <= 57 ? c - 22 : c >= 97 && c <= 122 ? c - 97 : c >= 65 && c <= 90 ? c - 65 : PUNY_BASE;
      if (digit >= PUNY_BASE) throw new Error('Punycode has a character that is not a digit');
      i += digit * w;
      const t = k <= bias ? PUNY_T_MIN : k >= bias + PUNY_T_MAX ? PUNY_T_MAX : k - bias;
      if (digit < t) break;
      w *= PUNY_BASE - t;
    }
    const length = output.length + 1;
    bias = punyAdapt(i - before, length, before === 0);
    n += Math.floor(i / length);
    i %= length;
    if (n > 0x10ffff) throw new Error('Punycode names a code point beyond Unicode');
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/**
 * The job role without its company ("Head of People at Brightline" -> "Head of People"), spaces
 * collapsed; stored beside each response so the role breakdown groups without per-row regexes.
 */
export function roleGroup(jobRole: string): string {
  return jobRole
    .trim()
    .replace(/\s+(at|@)\s+.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Orders typed forms by UTF-16 code units, as PostgreSQL's "C" collation orders them (for BMP text). */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The label a role group is shown under: one of the forms attendees typed, never one rebuilt from
 * them ("Directrice RH" stays as typed, where title-casing made "Directrice Rh"). Groups are formed
 * case-insensitively ("ceo", "CEO"), so a group has several typed forms: the one typed most often
 * wins, a tie goes to the first in code-unit order (as `collate "C"` in SQL), whatever the order
 * the forms came in.
 */
export function mostTypedForm(counts: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [form, count] of counts) {
    if (count > bestCount || (count === bestCount && byCodeUnits(form, best) < 0)) {
      best = form;
      bestCount = count;
    }
  }
  return best;
}
