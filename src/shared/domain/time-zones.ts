/** Where a speaker's times are shown when they have not chosen a time zone (and for talks before time zones). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** True for a time zone this runtime knows by its IANA name ("Europe/Copenhagen", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const parts = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = parts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(timeZone, format);
  }
  return format;
}

/**
 * A moment as ISO 8601 in a time zone, with that zone's offset at that moment
 * ("2026-11-27T17:20:05+01:00"; UTC ends in "Z"): what a spreadsheet reads as the same instant
 * and a person reads as their own clock.
 */
export function isoInTimeZone(date: Date, timeZone: string): string {
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  const p = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(new Date(seconds))
      .map((x) => [x.type, x.value]),
  );
  const local = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - seconds) / 60000);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
