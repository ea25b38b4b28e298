import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition } from './content-disposition';

describe('filenameFromContentDisposition', () => {
  it('reads a quoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="hot-leads-event-3.csv"')).toBe('hot-leads-event-3.csv');
  });

  it('reads an unquoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename=leads.csv')).toBe('leads.csv');
  });

  it('prefers the percent-encoded filename* over filename', () => {
    expect(filenameFromContentDisposition(`attachment; filename="Caf? leads.csv"; filename*=UTF-8''Caf%C3%A9%20leads.csv`)).toBe(
      'Café leads.csv',
    );
  });

  it('unescapes quotes inside a quoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="the \\"best\\" talk.csv"')).toBe('the "best" talk.csv');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="plain.csv"`)).toBe('plain.csv');
  });

  it('replaces path separators', () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
  });

  it('is case-insensitive about the parameter name', () => {
    expect(filenameFromContentDisposition('attachment; FileName="Leads.CSV"')).toBe('Leads.CSV');
  });

  it('returns null without a header or without a file name', () => {
    expect(filenameFromContentDisposition(null)).toBeNull();
    expect(filenameFromContentDisposition('attachment')).toBeNull();
    expect(filenameFromContentDisposition('attachment; filename=""')).toBeNull();
  });
});
