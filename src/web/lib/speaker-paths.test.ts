import { describe, expect, it } from 'vitest';
import { parseEventId, speakerPaths } from './speaker-paths';

describe('speaker paths', () => {
  it('builds slugged paths', () => {
    expect(speakerPaths.slugDashboard('maya-okafor')).toBe('/speaker/maya-okafor/dashboard');
    expect(speakerPaths.eventDetail('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7');
    expect(speakerPaths.editEvent('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7/edit');
    expect(speakerPaths.presenter('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7/present');
    expect(speakerPaths.createEvent('a b')).toBe('/speaker/a%20b/events/create');
  });

  it('accepts only positive whole-number event ids', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId('0')).toBeNull();
    expect(parseEventId('-1')).toBeNull();
    expect(parseEventId('1.5')).toBeNull();
    expect(parseEventId('abc')).toBeNull();
    expect(parseEventId('007')).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
    expect(parseEventId('99999999999999999')).toBeNull();
  });
});
