import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { deliveryTarget, pinnedLookup, RefusedAddressError, refusedAddressReason, webhookUrlProblem } from './address-rules';
import { startTestReceiver } from '../../test/webhook-receiver';

describe('addresses a webhook may not reach in production', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['10.0.0.1', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.20', 'a private address'],
    ['169.254.169.254', 'a link-local address (cloud metadata lives there)'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['100.127.255.254', 'a shared (carrier-grade NAT) address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.251', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['[::1]', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456:789a::1', 'a private address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:a00:1', 'a private address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'a link-local address (cloud metadata lives there)'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address (cloud metadata lives there)'],
    ['2002:c0a8:0101::1', 'a private address'],
  ])('%s is refused as %s', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('%s is a public address', (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });
});

describe('webhook URLs', () => {
  const dev = { production: false };
  const prod = { production: true };
  const problem = (url: string, rules = prod) => {
    const checked = webhookUrlProblem(url, rules);
    return 'problem' in checked ? checked.problem : null;
  };

  it('take https; http only to this machine and only outside production', () => {
    expect(problem('https://hooks.zapier.com/hooks/catch/1/abc/')).toBeNull();
    expect(problem('http://hooks.zapier.com/hooks/catch/1/abc/', dev)).toMatch(/^must start with https:\/\//);
    expect(problem('http://localhost:8080/hook', dev)).toBeNull();
    expect(problem('http://127.0.0.1:8080/hook', dev)).toBeNull();
    expect(problem('http://[::1]:8080/hook', dev)).toBeNull();
    expect(problem('http://localhost:8080/hook', prod)).toBe('must start with https:// (plain http is not sent)');
    expect(problem('ftp://files.example.com/x', dev)).toBe('must start with https://');
    expect(problem('hooks.zapier.com/x', dev)).toMatch(/^must be a full address/);
  });

  it('carry no credentials', () => {
    expect(problem('https://user:pass@hooks.example.com/x', dev)).toBe('must not contain a user name or password');
    expect(problem('https://token@hooks.example.com/x', dev)).toBe('must not contain a user name or password');
  });

  it('in production, name no loopback, private or link-local address', () => {
    expect(problem('https://127.0.0.1/hook')).toBe('must not point to a loopback address (127.0.0.1)');
    expect(problem('https://10.1.2.3/hook')).toBe('must not point to a private address (10.1.2.3)');
    expect(problem('https://192.168.0.10/hook')).toBe('must not point to a private address (192.168.0.10)');
    expect(problem('https://169.254.169.254/latest/meta-data/')).toMatch(/^must not point to a link-local address/);
    expect(problem('https://[::1]/hook')).toBe('must not point to a loopback address (::1)');
    expect(problem('https://[::ffff:10.0.0.1]/hook')).toMatch(/^must not point to a private address/);
    // The URL parser reads these spellings of 127.0.0.1 as the same address.
    expect(problem('https://2130706433/hook')).toMatch(/loopback/);
    expect(problem('https://0x7f.1/hook')).toMatch(/loopback/);
    expect(problem('https://localhost/hook')).toBe('must not point to this server (localhost)');
    expect(problem('https://api.localhost/hook')).toBe('must not point to this server (localhost)');
    // Outside production a developer may point a webhook at their own machine.
    expect(problem('https://10.1.2.3/hook', dev)).toBeNull();
  });
});

describe('the address a delivery connects to', () => {
  const lookupOf = (answers: Record<string, string[]>) => async (host: string) =>
    (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));

  it('in production, every address of the host must be public; the first is the one to connect to', async () => {
    const lookup = lookupOf({
      'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
      'internal.example': ['10.0.0.5'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'v6-private.example': ['fd00::5'],
    });
    const rules = { production: true, lookup };
    expect(await deliveryTarget(new URL('https://public.example/x'), rules)).toEqual({ address: '93.184.216.34', family: 4 });
    for (const host of ['internal.example', 'mixed.example', 'metadata.example', 'v6-private.example']) {
      await expect(deliveryTarget(new URL(`https://${host}/x`), rules)).rejects.toBeInstanceOf(RefusedAddressError);
    }
    await expect(deliveryTarget(new URL('https://nowhere.example/x'), rules)).rejects.toThrow('nowhere.example has no address');
    // Outside production the system connects as it would anyway.
    expect(await deliveryTarget(new URL('http://127.0.0.1:1/x'), { production: false, lookup })).toBeNull();
  });

  it('the request goes to the checked address, whatever the name resolves to by then', async () => {
    const receiver = await startTestReceiver();
    try {
      const port = new URL(receiver.url).port;
      // A name that resolves nowhere: only the pinned lookup can take the request to the receiver.
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          `http://webhook-target.invalid:${port}/hooks/speakerpro`,
          { method: 'POST', agent: false, lookup: pinnedLookup({ address: '127.0.0.1', family: 4 }) },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
      expect(status).toBe(200);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers.host).toBe(`webhook-target.invalid:${port}`);
    } finally {
      await receiver.close();
    }
  });
});
