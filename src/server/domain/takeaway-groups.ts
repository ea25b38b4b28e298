/**
 * Groups attendees' takeaways ("the one thing I will do differently") by the words they share, so
 * a speaker and an organizer see what the audience means to change without reading every answer.
 * Deliberately simple and explainable: a group is "the takeaways that use the word W", where W is
 * the word most takeaways still ungrouped share; no model, no external service.
 */

export interface Takeaway {
  id: number;
  text: string;
}

export interface TakeawayGroup {
  /** The shared word, as attendees most often wrote it ("follow-ups" for the stem "follow-up"). */
  word: string;
  /** Other words at least half the group's takeaways also use, most common first (at most two). */
  alsoShared: string[];
  /** How many takeaways are in the group (all of them, not only the quotes). */
  count: number;
  /** The group's takeaways, longest first (up to maxQuotes). */
  quotes: Takeaway[];
}

export interface GroupedTakeaways {
  groups: TakeawayGroup[];
  /** Takeaways in no group: they share no word with enough others. */
  ungrouped: number;
  total: number;
}

// Words that say nothing about what someone will change: function words and the question's own.
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each even ever every few for from further get gets getting got had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just less let like lot lots make many me ' +
    'might more most much must my myself need needs new no nor not now of off often on once one only or other our ours ourselves ' +
    'out over own really same she should so some start still stop such than that the their theirs them themselves then there ' +
    'these they thing things this those through to too try under until up upon us use using very want was way ways we well were ' +
    'what when where which while who whom why will with would yet you your yours yourself yourselves ' +
    // The question asks for what will be done "differently after this talk".
    'after differently different talk speaker session time going able sure always definitely actually'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** A crude English stem: plural and -ing/-ed endings off, so "listening" and "listen" meet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/’/g, "'");
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  // Plural first, so "meetings" and "meeting" end up alike.
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // "planning" -> "plann" -> "plan"
  if (w.length > 3 && w.at(-1) === w.at(-2) && !/[aeiouls]/.test(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}

/** The distinct stems of a takeaway and, for each, the word as written. */
function wordsOf(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const [raw] of text.matchAll(WORD)) {
    const lower = raw.toLowerCase();
    if (lower.length < 3 || STOP_WORDS.has(lower) || /^\d+$/.test(lower)) continue;
    const s = stem(lower);
    if (s.length < 3 || STOP_WORDS.has(s)) continue;
    if (!words.has(s)) words.set(s, lower);
  }
  return words;
}

/** The most frequent entry of a tally; ties go to the alphabetically first, so results are stable. */
function mostCommon(tally: Map<string, number>): string | undefined {
  let best: string | undefined;
  for (const [key, n] of tally) {
    const bestN = best === undefined ? -1 : tally.get(best)!;
    if (n > bestN || (n === bestN && key < best!)) best = key;
  }
  return best;
}

export function groupTakeaways(
  takeaways: readonly Takeaway[],
  options: { maxGroups?: number; maxQuotes?: number; minGroupSize?: number } = {},
): GroupedTakeaways {
  const { maxGroups = 5, maxQuotes = 3, minGroupSize = 2 } = options;
  const items = takeaways
    .map((t) => ({ ...t, text: t.text.trim() }))
    .filter((t) => t.text !== '')
    .map((t) => ({ takeaway: t, words: wordsOf(t.text) }));
  let remaining = items;
  const groups: TakeawayGroup[] = [];
  while (groups.length < maxGroups) {
    const shared = new Map<string, number>();
    for (const item of remaining) for (const s of item.words.keys()) shared.set(s, (shared.get(s) ?? 0) + 1);
    const top = mostCommon(shared);
    if (top === undefined || shared.get(top)! < minGroupSize) break;
    const members = remaining.filter((item) => item.words.has(top));
    remaining = remaining.filter((item) => !item.words.has(top));

    const spelled = new Map<string, number>();
    const cooccurring = new Map<string, number>();
    for (const item of members) {
      const written = item.words.get(top)!;
      spelled.set(written, (spelled.get(written) ?? 0) + 1);
      for (const s of item.words.keys()) if (s !== top) cooccurring.set(s, (cooccurring.get(s) ?? 0) + 1);
    }
    const alsoShared = [...cooccurring]
      .filter(([, n]) => n >= Math.max(2, Math.ceil(members.length / 2)))
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 2)
      .map(([s]) => members.find((m) => m.words.has(s))!.words.get(s)!);
    groups.push({
      word: mostCommon(spelled)!,
      alsoShared,
      count: members.length,
      quotes: members
        .map((m) => m.takeaway)
        .sort((a, b) => b.text.length - a.text.length || a.id - b.id)
        .slice(0, maxQuotes),
    });
  }
  return { groups, ungrouped: remaining.length, total: items.length };
}
