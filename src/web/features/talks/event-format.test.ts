import { describe, expect, it } from 'vitest';
import { formatTalkDate, formatRatingOutOfFive, formatStatus, toDateInputValue, todayDateInputValue } from './event-format';

describe('event formatting', () => {
  it('shows event dates in British order, on the stored UTC day', () => {
    expect(formatTalkDate('2026-05-14T00:00:00.000Z')).toBe('14 May 2026');
    expect(formatTalkDate('2026-05-14T23:30:00.000Z')).toBe('14 May 2026');
    expect(formatTalkDate('not a date')).toBe('not a date');
  });

  it('shows the average rating with one decimal out of 5, or a dash', () => {
    expect(formatRatingOutOfFive(4.25)).toBe('4.3 / 5');
    expect(formatRatingOutOfFive(5)).toBe('5.0 / 5');
    expect(formatRatingOutOfFive(null)).toBe('—');
  });

  it('turns a stored date into a date input value and back', () => {
    expect(toDateInputValue('2026-05-14T00:00:00.000Z')).toBe('2026-05-14');
    expect(toDateInputValue('garbage')).toBe('');
    expect(todayDateInputValue(new Date(2026, 0, 7, 23, 59))).toBe('2026-01-07');
  });

  it('capitalises statuses', () => {
    expect(formatStatus('completed')).toBe('Completed');
    expect(formatStatus('')).toBe('');
  });
});

describe("formatTalkDate's short form", () => {
  it('abbreviates the month, on the stored UTC day', () => {
    expect(formatTalkDate('2026-11-09T23:00:00.000Z', 'short')).toBe('9 Nov 2026');
  });
});
