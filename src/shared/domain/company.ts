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

/** A readable company name from a work e-mail domain: "brightline.co.uk" -> "Brightline". */
export function companyFromDomain(domain: string): string {
  const label = domain.toLowerCase().split('.')[0] ?? domain;
  return label
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
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

/** Job-title abbreviations written in capitals whatever the attendee typed. */
const ROLE_ACRONYMS = new Set([
  'ceo',
  'cto',
  'cfo',
  'coo',
  'cmo',
  'cio',
  'cpo',
  'cro',
  'cso',
  'cdo',
  'vp',
  'svp',
  'evp',
  'avp',
  'hr',
  'it',
  'pr',
  'qa',
  'ux',
  'ui',
  'ai',
  'seo',
  'l&d',
  'r&d',
  'dei',
  'sdr',
  'bdr',
  'pm',
  'gm',
  'md',
]);
/** Small words that stay lower-case inside a title ("Head of People"). */
const ROLE_SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'to', 'in', 'at', 'on', '&']);

/**
 * The one way a role group is shown on every page, decided from its lower-case form so that "ceo",
 * "CEO" and "Ceo" read the same everywhere: abbreviations in capitals, small words lower-case,
 * every other word capitalised ("head of people" → "Head of People", "vp sales" → "VP Sales").
 */
export function roleLabel(group: string): string {
  return group
    .toLowerCase()
    .split(/(\s+|-|\/)/)
    .map((word, i) => {
      if (ROLE_ACRONYMS.has(word)) return word.toUpperCase();
      if (i > 0 && ROLE_SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}
