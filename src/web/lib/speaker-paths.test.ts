import { describe, expect, it } from 'vitest';
import { parseTalkId, speakerPaths } from './speaker-paths';

describe('speaker paths', () => {
  it('builds slugged paths', () => {
    expect(speakerPaths.slugDashboard('maya-okafor')).toBe('/speaker/maya-okafor/dashboard');
    expect(speakerPaths.eventDetail('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7');
    expect(speakerPaths.editEvent('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7/edit');
    expect(speakerPaths.presenter('maya-okafor', 7)).toBe('/speaker/maya-okafor/events/7/present');
    expect(speakerPaths.createTalk('a b')).toBe('/speaker/a%20b/events/create');
  });

  it('accepts only positive whole-number event ids', () => {
    expect(parseTalkId('42')).toBe(42);
    expect(parseTalkId('0')).toBeNull();
    expect(parseTalkId('-1')).toBeNull();
    expect(parseTalkId('1.5')).toBeNull();
    expect(parseTalkId('abc')).toBeNull();
    expect(parseTalkId('007')).toBeNull();
    expect(parseTalkId(undefined)).toBeNull();
    expect(parseTalkId('99999999999999999')).toBeNull();
  });
});
