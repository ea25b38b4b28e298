import { describe, expect, it } from 'vitest';
import type { Talk } from '../../../shared/contract/talks';
import { upcomingTalks } from './upcoming-events';

const event = (id: number, eventDate: string) => ({ id, eventDate }) as Talk;

describe('upcomingTalks', () => {
  it('keeps events after now, soonest first', () => {
    const now = new Date('2026-05-14T12:00:00Z');
    const rows = upcomingTalks([event(1, '2026-07-01T00:00:00Z'), event(2, '2026-05-14T00:00:00Z'), event(3, '2026-06-01T00:00:00Z')], now);
    expect(rows.map((e) => e.id)).toEqual([3, 1]);
  });
});
