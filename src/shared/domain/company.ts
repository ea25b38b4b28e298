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
  return domain.trim().toLowerCase().split('.')[0] ?? '';
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
