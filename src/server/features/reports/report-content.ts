import type { ReportBlock, ReportRun } from '../../../shared/contract/reports';

/** `**bold**` spans become bold runs; an unpaired `**` stays as typed. */
export function parseRuns(text: string): ReportRun[] {
  const runs: ReportRun[] = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1) {
      runs.push({ text: rest, bold: false });
      break;
    }
    if (open > 0) runs.push({ text: rest.slice(0, open), bold: false });
    const bold = rest.slice(open + 2, close);
    if (bold) runs.push({ text: bold, bold: true });
    rest = rest.slice(close + 2);
  }
  return runs;
}

/**
 * The stored report text (a small markdown dialect written by the assessment feature) as blocks:
 * `#`..`###` headings, `-`/`*` bullets and one paragraph per other line. Nothing in it is HTML.
 */
export function parseReportContent(content: string): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: Math.min(heading[1]!.length, 3), text: heading[2]!.replaceAll('**', '') });
      continue;
    }
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    if (bullet) {
      blocks.push({ type: 'bullet', runs: parseRuns(bullet[1]!) });
      continue;
    }
    blocks.push({ type: 'paragraph', runs: parseRuns(line) });
  }
  return blocks;
}

/**
 * The body under the document's own header: the report's first-level title and the
 * `**Label:** value` lines before the first section repeat what the header already shows.
 */
export function reportBody(blocks: ReportBlock[]): ReportBlock[] {
  const firstSection = blocks.findIndex((b) => b.type === 'heading' && b.level > 1);
  if (firstSection === -1) return blocks.filter((b) => !(b.type === 'heading' && b.level === 1));
  const preamble = blocks.slice(0, firstSection).filter((b) => {
    if (b.type === 'heading') return false;
    // Keep free text; drop the label lines (their first run is a bold 'Label:').
    return !(b.type === 'paragraph' && b.runs[0]?.bold && b.runs[0].text.trim().endsWith(':'));
  });
  return [...preamble, ...blocks.slice(firstSection)];
}
