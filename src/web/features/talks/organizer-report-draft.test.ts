import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/test-storage';
import { organizerReportPreviewUrl } from './api/preview-organizer-report';
import { EMPTY_REPORT_DRAFT, readReportDraft, sameReportDraft, writeReportDraft } from './organizer-report-draft';

describe('the report draft kept across a reload', () => {
  it('comes back as typed, per talk, and is forgotten once saved', () => {
    const store = memoryStorage();
    const draft = { note: 'Thanks for having me!', testimonialIds: [12, 7], expiresOn: '2026-12-31' };
    writeReportDraft(5, draft, store);
    expect(readReportDraft(5, store)).toEqual(draft);
    expect(readReportDraft(6, store)).toBeNull();
    writeReportDraft(5, null, store);
    expect(readReportDraft(5, store)).toBeNull();
  });

  it('leaves out what it cannot read', () => {
    const key = 'speakerpro:organizer-report-draft:5';
    expect(readReportDraft(5, memoryStorage({ [key]: '{not json' }))).toBeNull();
    expect(readReportDraft(5, memoryStorage({ [key]: '{"note":3,"testimonialIds":["x"],"expiresOn":null}' }))).toEqual(EMPTY_REPORT_DRAFT);
    expect(readReportDraft(5, null)).toBeNull();
  });

  it('counts as unchanged when saving it would change nothing (the note is trimmed)', () => {
    const saved = { note: 'Hello', testimonialIds: null, expiresOn: '' };
    expect(sameReportDraft({ ...saved, note: ' Hello \n' }, saved)).toBe(true);
    expect(sameReportDraft({ ...saved, testimonialIds: [] }, saved)).toBe(false);
    expect(sameReportDraft({ ...saved, testimonialIds: [1, 2] }, { ...saved, testimonialIds: [2, 1] })).toBe(false);
    expect(sameReportDraft({ ...saved, expiresOn: '2026-12-31' }, saved)).toBe(false);
  });
});

describe('organizerReportPreviewUrl', () => {
  it('carries the unsaved note and testimonials; without a choice, the best ones; an empty choice, none', () => {
    expect(organizerReportPreviewUrl(5, { note: 'A & B', testimonialIds: [12, 7] }, 'page')).toBe(
      '/api/speaker-admin/talks/5/organizer-report/preview?note=A+%26+B&testimonialIds=12%2C7',
    );
    expect(organizerReportPreviewUrl(5, { note: '  ', testimonialIds: null }, 'pdf')).toBe(
      '/api/speaker-admin/talks/5/organizer-report/preview.pdf',
    );
    expect(organizerReportPreviewUrl(5, { note: '', testimonialIds: [] }, 'page')).toBe(
      '/api/speaker-admin/talks/5/organizer-report/preview?testimonialIds=',
    );
  });
});
