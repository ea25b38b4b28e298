import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-docx';

describe('reportFileName', () => {
  const day = new Date('2026-03-14T10:00:00Z');
  it.each<[string, string]>([
    ['Ada Lovelace', 'speakerpro-readiness-report-ada-lovelace-2026-03-14.docx'],
    ['Élodie Durand', 'speakerpro-readiness-report-elodie-durand-2026-03-14.docx'],
    ['Дмитрий Иванов', 'speakerpro-readiness-report-dmitriy-ivanov-2026-03-14.docx'],
    ['ياسمين', 'speakerpro-readiness-report-yasmyn-2026-03-14.docx'],
    ['王芳', 'speakerpro-readiness-report-王芳-2026-03-14.docx'],
    ['', 'speakerpro-readiness-report-speaker-2026-03-14.docx'],
  ])('%j → %j: every letter kept, transliterated where it can be', (name, file) => {
    expect(reportFileName(name, day)).toBe(file);
  });
});
