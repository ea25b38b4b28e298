import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/server/project-root';

const DIR = path.join(PROJECT_ROOT, 'docs/decisions');
const records = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort();

describe('decision records', () => {
  it('are numbered 001, 002, … without gaps or doubles', () => {
    expect(records.map((f) => f.slice(0, 3))).toEqual(records.map((_, i) => String(i + 1).padStart(3, '0')));
  });

  it.each(records)('%s has a title, a date and a status', (file) => {
    const [title, blank, meta] = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} — \\S`));
    expect(blank).toBe('');
    expect(meta).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|superseded|proposed)/);
  });
});
