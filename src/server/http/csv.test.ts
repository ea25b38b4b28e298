import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from './csv';

describe('CSV', () => {
  it.each(['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises a formula-looking cell %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('quotes commas, quotes and newlines and starts with a BOM', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Zoë, "the" speaker', 'line1\nline2'],
        ['Plain', null],
      ],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFName,Note\r\n"Zoë, ""the"" speaker","line1\nline2"\r\nPlain,\r\n');
  });
});
