import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv-parse';
import { toCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted commas, doubled quotes and line breaks, and keeps the line each record starts on', () => {
    const text = '\uFEFFTitle,Event\r\n"Hello, world","He said ""hi"""\r\n\r\n"Two\nlines",x\nlast,"y"';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['Title', 'Event'] },
      { line: 2, fields: ['Hello, world', 'He said "hi"'] },
      { line: 4, fields: ['Two\nlines', 'x'] },
      { line: 6, fields: ['last', 'y'] },
    ]);
  });

  it('reads back what the app writes', () => {
    const rows = [['a,b', 'c"d', 'e\r\nf', '']];
    const [, record] = parseCsv(toCsv(['h1', 'h2', 'h3', 'h4'], rows));
    expect(record!.fields).toEqual(rows[0]);
  });

  it('keeps an empty last field and a quoted empty record', () => {
    expect(parseCsv('a,\n""\n')).toEqual([
      { line: 1, fields: ['a', ''] },
      { line: 2, fields: [''] },
    ]);
  });

  it('names the line of a broken quote', () => {
    for (const [text, line] of [
      ['a\nb"c', 2],
      ['a\n"b"c', 2],
      ['a\n\n"open\nstill', 3],
    ] as const) {
      let error: unknown;
      try {
        parseCsv(text);
      } catch (e) {
        error = e;
      }
      expect(error, text).toBeInstanceOf(CsvSyntaxError);
      expect((error as CsvSyntaxError).line, text).toBe(line);
    }
  });
});
