import type { z } from 'zod';
import {
  saveTalkSchema,
  TALK_IMPORT_COLUMNS,
  type TalkImportPreview,
  type TalkImportProblem,
  type TalkImportRow,
} from '../../../shared/contract/talks';
import { TALK_IMPORT_MAX_ROWS } from '../../../shared/domain/constants';
import { talkDateProblem } from '../../../shared/domain/event-dates';
import { AppError, invalidField } from '../../errors';
import { CsvSyntaxError, parseCsv, type CsvRecord } from '../../http/csv-parse';

/*
 * A CSV file of talks: a header row naming the columns of the create-talk form (TALK_IMPORT_COLUMNS),
 * then one talk per row. Each row is checked by the same schema as the form and the same date rule
 * as creating a talk, so an imported talk is one the form could have made.
 */

type TalkInput = z.output<typeof saveTalkSchema>;
type Column = (typeof TALK_IMPORT_COLUMNS)[number];
type Field = Column['field'];

/** A header as typed: any case, spaces, dashes or underscores ("Talk title", "talk_title", "talkTitle"). */
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map<string, Column>(TALK_IMPORT_COLUMNS.map((c) => [headerKey(c.header), c]));
for (const c of TALK_IMPORT_COLUMNS) COLUMN_BY_KEY.set(headerKey(c.field), c);
// "Event date", as the form's label says it.
COLUMN_BY_KEY.set(
  'eventdate',
  TALK_IMPORT_COLUMNS.find((c) => c.field === 'eventDate')!,
);

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

interface ReadFile {
  talks: { line: number; input: TalkInput }[];
  problems: TalkImportProblem[];
}

const fileProblem = (line: number, message: string): TalkImportProblem => ({ line, column: null, field: null, message });

/** The header's columns by position, or the problems that stop the file being read. */
function readHeader(record: CsvRecord): { columns: Column[]; problems: TalkImportProblem[] } {
  const problems: TalkImportProblem[] = [];
  const columns: Column[] = [];
  const readable = TALK_IMPORT_COLUMNS.map((c) => c.header).join(', ');
  for (const text of record.fields) {
    const column = COLUMN_BY_KEY.get(headerKey(text));
    if (!column) problems.push(fileProblem(record.line, `The column "${text}" is not one the import reads (${readable}).`));
    else if (columns.includes(column)) problems.push(fileProblem(record.line, `The column "${column.header}" appears twice.`));
    else columns.push(column);
  }
  for (const column of TALK_IMPORT_COLUMNS) {
    if (column.required && !columns.includes(column)) {
      problems.push({
        line: record.line,
        column: column.header,
        field: column.field,
        message: `The header has no "${column.header}" column.`,
      });
    }
  }
  return { columns, problems };
}

/** A cell as the form would send it: blank is left out, a number is a number, yes/no a switch. */
function cellValue(field: Field, text: string): unknown {
  const value = text.trim();
  if (value === '') return undefined;
  if (field === 'expectedAudienceSize') return /^\d+$/.test(value) ? Number(value) : value;
  if (field === 'askTakeaway' || field === 'askBooking') {
    if (YES.has(value.toLowerCase())) return true;
    if (NO.has(value.toLowerCase())) return false;
    return value;
  }
  return value;
}

function readRow(record: CsvRecord, columns: Column[]): { input?: TalkInput; problems: TalkImportProblem[] } {
  if (record.fields.length > columns.length) {
    return { problems: [fileProblem(record.line, `The row has ${record.fields.length} fields; the header names ${columns.length}.`)] };
  }
  const body: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    body[column.field] = cellValue(column.field, record.fields[i] ?? '');
  });
  const problems: TalkImportProblem[] = [];
  const problem = (field: Field, message: string) => {
    const column = TALK_IMPORT_COLUMNS.find((c) => c.field === field)!;
    problems.push({ line: record.line, column: column.header, field, message: `${column.header} ${message}` });
  };
  for (const field of ['askTakeaway', 'askBooking'] as const) {
    if (typeof body[field] === 'string') {
      problem(field, 'must be yes or no');
      delete body[field];
    }
  }
  const parsed = saveTalkSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problem(issue.path[0] as Field, issue.message);
    return { problems };
  }
  // Creating a talk refuses a date too far back; the schema leaves that to saving (an edit keeps an old date).
  const dateProblem = talkDateProblem(parsed.data.eventDate);
  if (dateProblem) problem('eventDate', dateProblem);
  return problems.length > 0 ? { problems } : { input: parsed.data, problems };
}

/**
 * Reads a file of talks: every row it would create and every problem, by line. A file over the
 * row limit is refused as a whole (400 naming `csv`).
 */
export function readTalkImport(csv: string): ReadFile {
  let records: CsvRecord[];
  try {
    records = parseCsv(csv);
  } catch (e) {
    if (e instanceof CsvSyntaxError) return { talks: [], problems: [fileProblem(e.line, `The line ${e.message}.`)] };
    throw e;
  }
  const [header, ...rows] = records;
  if (!header) return { talks: [], problems: [fileProblem(1, 'The file is empty: it needs a header row and a row per talk.')] };
  if (rows.length > TALK_IMPORT_MAX_ROWS) {
    throw invalidField('csv', `has ${rows.length} talks; at most ${TALK_IMPORT_MAX_ROWS} can be imported at once`);
  }
  const { columns, problems } = readHeader(header);
  if (problems.length > 0) return { talks: [], problems };
  if (rows.length === 0) return { talks: [], problems: [fileProblem(header.line, 'The file has a header but no talks under it.')] };
  const talks: ReadFile['talks'] = [];
  for (const record of rows) {
    const row = readRow(record, columns);
    problems.push(...row.problems);
    if (row.input) talks.push({ line: record.line, input: row.input });
  }
  return { talks, problems };
}

function toPreviewRow(line: number, input: TalkInput): TalkImportRow {
  return {
    line,
    talkTitle: input.talkTitle,
    eventName: input.eventName,
    eventDate: input.eventDate.toISOString(),
    venue: input.venue,
    client: input.client,
    hashtag: input.hashtag,
    expectedAudienceSize: input.expectedAudienceSize,
    language: input.language ?? null,
    timeZone: input.timeZone ?? null,
    // Left blank, a new talk asks both, as the form does.
    askTakeaway: input.askTakeaway ?? true,
    askBooking: input.askBooking ?? true,
  };
}

export function previewTalkImport(csv: string): TalkImportPreview {
  const { talks, problems } = readTalkImport(csv);
  return { talks: talks.map((t) => toPreviewRow(t.line, t.input)), problems, maxRows: TALK_IMPORT_MAX_ROWS };
}

/** The inputs of a file with no problem; any problem refuses the whole file (400, `details.problems`). */
export function talksToImport(csv: string): TalkInput[] {
  const { talks, problems } = readTalkImport(csv);
  if (problems.length > 0) {
    const first = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw new AppError(400, 'VALIDATION_ERROR', `Nothing was imported. Line ${first.line}: ${first.message}${more}`, {
      fields: [{ field: 'csv', message: `has ${problems.length} problem${problems.length === 1 ? '' : 's'}` }],
      problems,
    });
  }
  return talks.map((t) => t.input);
}
