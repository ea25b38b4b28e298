import { describe, expect, it } from 'vitest';
import { isoInTimeZone, isTimeZone } from './time-zones';

describe('time zones', () => {
  it('knows IANA names and refuses anything else', () => {
    for (const zone of ['UTC', 'Europe/Copenhagen', 'Asia/Kolkata', 'America/St_Johns']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'Europe/Copenhagen; drop', 'x'.repeat(70)]) expect(isTimeZone(zone), zone).toBe(false);
  });

  it('writes a moment with the offset its zone had then: summer and winter time, half hours, UTC as Z', () => {
    const winter = new Date('2026-01-15T12:00:00.999Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(isoInTimeZone(winter, 'Europe/Copenhagen')).toBe('2026-01-15T13:00:00+01:00');
    expect(isoInTimeZone(summer, 'Europe/Copenhagen')).toBe('2026-07-15T14:00:00+02:00');
    expect(isoInTimeZone(winter, 'America/St_Johns')).toBe('2026-01-15T08:30:00-03:30');
    expect(isoInTimeZone(winter, 'Asia/Kolkata')).toBe('2026-01-15T17:30:00+05:30');
    expect(isoInTimeZone(winter, 'UTC')).toBe('2026-01-15T12:00:00Z');
    // Just before midnight in the zone is still the previous day there.
    expect(isoInTimeZone(new Date('2026-03-01T22:59:59Z'), 'Europe/Copenhagen')).toBe('2026-03-01T23:59:59+01:00');
  });
});
