import { describe, expect, it } from 'vitest';
import { barWidth, countRoles } from './role-breakdown-math';

const r = (attendeeRole: string) => ({ attendeeRole });

describe('countRoles', () => {
  it('counts roles most common first with rounded percentages of all respondents', () => {
    const rows = countRoles([r('CEO'), r('Engineer'), r('ceo '), r('Designer'), r('Engineer'), r('CEO')], 2);
    expect(rows).toEqual([
      { role: 'CEO', count: 3, percentage: 50 },
      { role: 'Engineer', count: 2, percentage: 33 },
    ]);
  });

  it('orders ties alphabetically and groups blank roles', () => {
    expect(countRoles([r('b'), r('a'), r('  ')], 6)).toEqual([
      { role: 'a', count: 1, percentage: 33 },
      { role: 'b', count: 1, percentage: 33 },
      { role: 'Not given', count: 1, percentage: 33 },
    ]);
  });

  it('groups roles as the dashboard does (without the company, whatever the case) and shows a form someone typed', () => {
    const rows = countRoles([r('head of people at Brightline'), r('Head Of People'), r('ceo'), r('VP sales @ Acme')], 6);
    // One typed form each: the tie goes to the first in code-unit order, whichever came first.
    expect(rows).toEqual([
      { role: 'Head Of People', count: 2, percentage: 50 },
      { role: 'ceo', count: 1, percentage: 25 },
      { role: 'VP sales', count: 1, percentage: 25 },
    ]);
  });

  it('shows the form most attendees typed, never a re-cased one ("Directrice RH", not "Directrice Rh")', () => {
    const rows = countRoles([r('directrice rh'), r('Directrice RH at Gulf HR'), r('Directrice RH')], 6);
    expect(rows).toEqual([{ role: 'Directrice RH', count: 3, percentage: 100 }]);
  });

  it('counts a role withheld by a data-sharing opt-out (null) as "Not shared", never as a typed role', () => {
    const rows = countRoles([{ attendeeRole: null }, { attendeeRole: 'CEO' }, { attendeeRole: '' }, { attendeeRole: null }], 6);
    expect(rows).toEqual([
      { role: 'Not shared', count: 2, percentage: 50 },
      { role: 'CEO', count: 1, percentage: 25 },
      { role: 'Not given', count: 1, percentage: 25 },
    ]);
  });

  it('returns nothing without responses', () => {
    expect(countRoles([], 6)).toEqual([]);
  });
});

describe('barWidth', () => {
  it('uses the share, at least 2 % when counted, at most 100 %', () => {
    expect(barWidth({ count: 3, percentage: 50 })).toBe(50);
    expect(barWidth({ count: 1, percentage: 0 })).toBe(2);
    expect(barWidth({ count: 0, percentage: 0 })).toBe(0);
    expect(barWidth({ count: 9, percentage: 140 })).toBe(100);
  });
});
