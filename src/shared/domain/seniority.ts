/*
 * Seniority from a job title, by keyword lists anyone can read (decision 078): no model, no outside
 * service, the same answer every time, and a speaker who asks "why is this one a Director?" can be
 * shown the word that decided it. The rules are tried in order and the first match wins, so a
 * phrase that contains a more senior word ("Product Owner", "Team Lead" in German) is placed
 * before that word's rule. A title no rule matches is Other.
 *
 * Matching: the title is lower-cased, accents are dropped ("Directrice générale" reads as
 * "directrice generale") and anything but letters and digits separates words. A keyword matches
 * whole words, except that `*` stands for the rest of a word: "*leiter" finds the German compounds
 * "Vertriebsleiter" and "Abteilungsleiter". Keywords in Chinese or Japanese script, which do not
 * separate words with spaces, match anywhere in the title.
 */

export const SENIORITY_LEVELS = ['c_level', 'vp', 'director', 'manager', 'individual', 'student', 'other'] as const;
export type Seniority = (typeof SENIORITY_LEVELS)[number];

export const SENIORITY_LABELS: Record<Seniority, string> = {
  c_level: 'C-level and founders',
  vp: 'Vice presidents',
  director: 'Directors and heads',
  manager: 'Managers and team leads',
  individual: 'Individual contributors',
  student: 'Students and interns',
  other: 'Other',
};

/** The rules in the order they are tried: the first whose keyword the title contains decides. */
export const SENIORITY_RULES: readonly { level: Seniority; keywords: readonly string[] }[] = [
  // Phrases with a senior-sounding word that name another level: tried before that word.
  {
    level: 'individual',
    keywords: ['product owner', 'account executive', 'executive assistant', 'assistant to the', 'sales executive', 'business partner'],
  },
  { level: 'manager', keywords: ['team lead', 'team leader', 'teamleiter', 'teamleiterin', 'teamleitung', 'chef d equipe'] },
  {
    level: 'vp',
    keywords: ['vice president', 'vicepresident', 'vp', 'svp', 'evp', 'avp', 'vizeprasident*', 'vicepresidente'],
  },
  {
    level: 'c_level',
    keywords: [
      'chief',
      'ceo',
      'cto',
      'cfo',
      'coo',
      'cmo',
      'cio',
      'ciso',
      'cpo',
      'cro',
      'chro',
      'cxo',
      'founder',
      'co founder',
      'cofounder',
      'owner',
      'president',
      'presidente',
      'managing director',
      'managing partner',
      'partner',
      'geschaftsfuhrer*',
      'vorstand*',
      'inhaber*',
      'grunder*',
      'directeur general',
      'directrice generale',
      'pdg',
      'director general',
      'directora general',
      'amministratore delegato',
      'fondatore',
      'fondateur',
      'fondatrice',
      'fundador',
      'fundadora',
      'oprichter',
      'eigenaar',
      'prezes',
      'wlasciciel',
      '首席',
      '总裁',
      '总经理',
      '创始人',
      '社長',
      '代表取締役',
      '取締役',
      '創業者',
    ],
  },
  {
    level: 'director',
    keywords: [
      'director',
      'directora',
      'head',
      'heads',
      'directeur',
      'directrice',
      'direktor',
      'direktorin',
      'direttore',
      'direttrice',
      'direkteur',
      'dyrektor',
      '*leiter',
      '*leiterin',
      '*leitung',
      '总监',
      '部長',
      '本部長',
    ],
  },
  {
    level: 'manager',
    keywords: [
      'manager',
      'managerin',
      'mgr',
      'lead',
      'supervisor',
      'gerente',
      'responsable',
      'chef',
      'chefe',
      'kierownik',
      'leider',
      'leder',
      'ledare',
      '经理',
      '主管',
      '課長',
      'マネージャー',
    ],
  },
  {
    level: 'student',
    keywords: [
      'student',
      'studentin',
      'intern',
      'internship',
      'trainee',
      'apprentice',
      'graduate student',
      'phd candidate',
      'werkstudent*',
      'praktikant*',
      'auszubildende*',
      'etudiant',
      'etudiante',
      'stagiaire',
      'alternant',
      'alternante',
      'estudiante',
      'becario',
      'becaria',
      'studente',
      'studentessa',
      'stagista',
      'studerende',
      'praktikant',
      '学生',
      '实习',
      'インターン',
    ],
  },
  {
    level: 'individual',
    keywords: [
      'engineer',
      'developer',
      'analyst',
      'specialist',
      'consultant',
      'designer',
      'associate',
      'coordinator',
      'assistant',
      'officer',
      'representative',
      'advisor',
      'adviser',
      'scientist',
      'researcher',
      'architect',
      'accountant',
      'administrator',
      'recruiter',
      'writer',
      'editor',
      'teacher',
      'lecturer',
      'professor',
      'nurse',
      'programmer',
      'technician',
      'executive',
      'strategist',
      'marketer',
      'producer',
      'ingenieur*',
      'entwickler*',
      'berater*',
      'referent*',
      'sachbearbeiter*',
      'mitarbeiter*',
      'developpeur',
      'developpeuse',
      'charge',
      'chargee',
      'conseiller',
      'conseillere',
      'ingeniero',
      'ingeniera',
      'desarrollador',
      'desarrolladora',
      'consultor',
      'consultora',
      'analista',
      'sviluppatore',
      'ingegnere',
      'medewerker',
      'adviseur',
      '工程师',
      '专员',
      'エンジニア',
      '担当',
    ],
  },
];

/** Lower case, accents dropped, words separated by single spaces, padded so whole words match. */
const normalize = (title: string) =>
  ` ${title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

const WIDE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function matcher(keyword: string): RegExp {
  // Read the same way as the titles, so a katakana keyword meets a title written with or without its marks.
  if (WIDE_SCRIPT.test(keyword)) return new RegExp(normalize(keyword).trim(), 'u');
  const word = keyword
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\p{L}*');
  return new RegExp(` ${word} `, 'u');
}

const COMPILED = SENIORITY_RULES.map((rule) => ({
  level: rule.level,
  patterns: rule.keywords.map((k) => ({ keyword: k, re: matcher(k) })),
}));

/** The level a job title reads as, and the keyword that decided it (null: no rule matched, Other). */
export function explainSeniority(title: string): { level: Seniority; keyword: string | null } {
  const text = normalize(title);
  for (const rule of COMPILED) {
    const hit = rule.patterns.find((p) => p.re.test(text));
    if (hit) return { level: rule.level, keyword: hit.keyword };
  }
  return { level: 'other', keyword: null };
}

export const seniorityOf = (title: string): Seniority => explainSeniority(title).level;
