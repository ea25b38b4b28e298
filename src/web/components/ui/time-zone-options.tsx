/** Every time zone this browser knows, by IANA name, UTC first. */
export const TIME_ZONES: readonly string[] = [
  'UTC',
  ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
].filter((zone, i, all) => all.indexOf(zone) === i);

/** The `<option>`s of a time zone `<select>`, each named as people read it ("America/New York"). */
export function TimeZoneOptions() {
  return TIME_ZONES.map((zone) => (
    <option key={zone} value={zone}>
      {zone.replace(/_/g, ' ')}
    </option>
  ));
}
