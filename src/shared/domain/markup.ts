/** Text made safe for HTML: element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A piece of markup already escaped: what `markup` returns, and what it inserts as it is. */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type Slot = Html | string | number | null | undefined | false | readonly Slot[];

function render(slot: Slot): string {
  if (slot === null || slot === undefined || slot === false) return '';
  if (slot instanceof Html) return slot.value;
  if (Array.isArray(slot)) return slot.map(render).join('');
  return escapeHtml(slot as string | number);
}

/**
 * Markup with every interpolated value escaped unless it is markup itself (another `markup`), so a
 * speaker's name or an attendee's typed words can never become tags. `null`, `undefined` and
 * `false` render nothing, which keeps conditional parts short. Not named `html`: Prettier reformats
 * templates with that tag as HTML (self-closing void tags, new line breaks), changing what is sent.
 */
export function markup(strings: TemplateStringsArray, ...values: Slot[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/**
 * Text someone typed, set off from the words around it (<bdi>): it keeps its own direction, so an
 * Arabic name and role beside commas and English words ("— ياسمين, مديرة… · 5 stars") keep their
 * order instead of running into them.
 */
export const typedText = (text: string): Html => markup`<bdi>${text}</bdi>`;
