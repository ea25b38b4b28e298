import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';

// A spreadsheet treats a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV with a UTF-8 byte-order mark so spreadsheet apps read accents correctly. */
export function toCsv(header: string[], rows: unknown[][]): string {
  return stringify([header, ...rows.map((r) => r.map(neutraliseCell))], {
    bom: true,
    record_delimiter: '\r\n',
    // csv-stringify leaves a bare line break unquoted when the record delimiter is CRLF.
    quoted_match: /[\r\n]/,
  });
}

/** Answers with a CSV file to save (never cached: it holds people's addresses). */
export function sendCsvFile(reply: FastifyReply, file: { filename: string; csv: string }): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(file.csv);
}
