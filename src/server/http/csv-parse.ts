/*
 * Reading a CSV file a person made in a spreadsheet (RFC 4180): comma-separated, fields in double
 * quotes may hold commas, line breaks and doubled quotes, records end in CRLF or LF. No parser was a
 * dependency yet and this one is small; each record keeps the line it starts on, so a problem can be
 * reported where the person will look for it.
 */

export interface CsvRecord {
  /** The line of the file the record starts on, from 1 (a quoted line break makes a record span lines). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The records of a CSV text, a UTF-8 byte-order mark left out; blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  // Whether the current field began with a quote (then text after its closing quote is an error).
  let wasQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !wasQuoted)) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (field !== '' || wasQuoted) throw new CsvSyntaxError(line, 'has a quote inside a field that does not start with one');
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else if (c === '\r' && input[i + 1] === '\n') {
      // CRLF: the LF ends the record.
    } else if (c === '\n') {
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(line, 'has text after the closing quote of a field');
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(recordLine, 'has a quoted field that is never closed');
  endRecord();
  return records;
}
