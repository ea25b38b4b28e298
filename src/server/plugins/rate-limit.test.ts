import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinWaitlistOperation } from '../../shared/contract/waitlist';
import { WAITLIST_SIGNUPS_PER_HOUR } from '../features/waitlist/routes';
import { createTestApp, type TestContext } from '../test/harness';
import { limitKeyOf } from './rate-limit';

describe('limitKeyOf', () => {
  it('counts an IPv4 address as it is, also written IPv4-mapped', () => {
    expect(limitKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::ffff', '2001:DB8:1:2::', '2001:db8:1:2:ffff:ffff:ffff:ffff']) {
      expect(limitKeyOf(ip), ip).toBe(key);
    }
    expect(limitKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(limitKeyOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});

describe('a per-address limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const join = (remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: joinWaitlistOperation.path,
      payload: { name: `Visitor ${n}`, email: `visitor.${n}.${Date.now()}@example.com` },
      remoteAddress,
    });

  it('holds against an IPv6 client rotating through its /64, and leaves the next /64 alone', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= WAITLIST_SIGNUPS_PER_HOUR; n += 1) {
      statuses.push((await join(`2001:db8:77:1:${(n + 1).toString(16)}::9`, n)).statusCode);
    }
    expect(statuses.slice(0, WAITLIST_SIGNUPS_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await join('2001:db8:77:2::9', 999)).statusCode).toBe(201);
  });
});
