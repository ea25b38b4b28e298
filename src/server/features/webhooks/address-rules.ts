import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';

/*
 * Where a webhook may point. A webhook makes the server send requests to an address a speaker
 * typed: in production that must never be the server's own network (its loopback, the private
 * networks around it, the cloud's metadata service), or a speaker could read or poke at what only
 * the server can reach. The address is checked when the endpoint is added and again at every
 * delivery, and the request connects to the very address that was checked.
 */

/** Resolves a host name to every address it has (dns.lookup, so /etc/hosts counts as it does for any connection). */
export type HostLookup = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

const LOOKUP_TIMEOUT_MS = 5_000;

export const systemLookup: HostLookup = async (hostname) => {
  const addresses = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return addresses.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Hosts a developer's own machine answers on: the only ones plain http is allowed for, outside production. */
const LOCAL_HTTP_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Bytes = number[];

function ipv4Bytes(text: string): Bytes | null {
  if (net.isIPv4(text)) return text.split('.').map(Number);
  return null;
}

/** The 16 bytes of an IPv6 address (with or without an embedded dotted IPv4 tail), or null. */
function ipv6Bytes(text: string): Bytes | null {
  if (!net.isIPv6(text)) return null;
  let head = text;
  let tail: Bytes = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = ipv4Bytes(dotted[1]!) ?? [];
    head = `${text.slice(0, dotted.index)}:0:0`;
  }
  const [left = '', right] = head.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const middle = new Array<number>(8 - l.length - r.length).fill(0);
  const words = right === undefined ? l : [...l, ...middle, ...r];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}

function cidr(text: string, reason: string) {
  const [address, bits] = text.split('/') as [string, string];
  const bytes = ipv4Bytes(address) ?? ipv6Bytes(address)!;
  return { bytes, bits: Number(bits), reason };
}

function inRange(bytes: Bytes, range: { bytes: Bytes; bits: number }): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const width = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    if ((bytes[bit / 8]! & mask) !== (range.bytes[bit / 8]! & mask)) return false;
  }
  return true;
}

const PRIVATE = 'a private address';
const RESERVED = 'a reserved address';

const IPV4_REFUSED = [
  cidr('0.0.0.0/8', 'an unspecified address'),
  cidr('10.0.0.0/8', PRIVATE),
  cidr('100.64.0.0/10', 'a shared (carrier-grade NAT) address'),
  cidr('127.0.0.0/8', 'a loopback address'),
  cidr('169.254.0.0/16', 'a link-local address (cloud metadata lives there)'),
  cidr('172.16.0.0/12', PRIVATE),
  cidr('192.0.0.0/24', RESERVED),
  cidr('192.0.2.0/24', RESERVED),
  cidr('192.168.0.0/16', PRIVATE),
  cidr('198.18.0.0/15', RESERVED),
  cidr('198.51.100.0/24', RESERVED),
  cidr('203.0.113.0/24', RESERVED),
  cidr('224.0.0.0/4', 'a multicast address'),
  cidr('240.0.0.0/4', RESERVED),
];

const IPV6_REFUSED = [
  cidr('::/128', 'an unspecified address'),
  cidr('::1/128', 'a loopback address'),
  cidr('fc00::/7', PRIVATE),
  cidr('fe80::/10', 'a link-local address'),
  cidr('fec0::/10', 'a site-local address'),
  cidr('ff00::/8', 'a multicast address'),
  cidr('100::/64', RESERVED),
  cidr('2001::/32', 'a tunnelled (Teredo) address'),
  cidr('2001:db8::/32', RESERVED),
];

/** IPv6 ranges that carry an IPv4 address: the IPv4 address decides (::ffff:10.0.0.1 is 10.0.0.1). */
const IPV6_WITH_IPV4 = [
  { range: cidr('::ffff:0:0/96', ''), at: 12 },
  { range: cidr('::/96', ''), at: 12 },
  { range: cidr('64:ff9b::/96', ''), at: 12 },
  { range: cidr('64:ff9b:1::/48', ''), at: 12 },
  { range: cidr('2002::/16', ''), at: 2 },
];

/** Why `address` (an IP address) may not receive webhooks in production, or null when it may. */
export function refusedAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const v4 = ipv4Bytes(bare);
  if (v4) return IPV4_REFUSED.find((r) => inRange(v4, r))?.reason ?? null;
  const v6 = ipv6Bytes(bare);
  if (!v6) return 'not an IP address';
  const refused = IPV6_REFUSED.find((r) => inRange(v6, r));
  if (refused) return refused.reason;
  for (const { range, at } of IPV6_WITH_IPV4) {
    if (!inRange(v6, range)) continue;
    const embedded = v6.slice(at, at + 4);
    return IPV4_REFUSED.find((r) => inRange(embedded, r))?.reason ?? null;
  }
  return null;
}

export interface AddressRules {
  /** NODE_ENV=production: https only, and no private, local or reserved address. */
  production: boolean;
  lookup?: HostLookup;
}

/**
 * Ports a production webhook may use: the web's own. Another port on a public host is often a
 * service that was never meant to take requests from strangers (a database, an admin console).
 * Outside production any port goes, so tests and a developer's receiver listen where they like.
 */
const PRODUCTION_PORTS = new Set(['', '443', '80']);
const portAllowed = (url: URL, rules: AddressRules) => !rules.production || PRODUCTION_PORTS.has(url.port);

/** The URL's host without IPv6 brackets, lower case. */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The problem with a webhook URL by its text alone (scheme, credentials, an address literal), or the parsed URL. */
export function webhookUrlProblem(text: string, rules: AddressRules): { problem: string } | { url: URL } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: 'must be a full address starting with https:// (e.g. https://hooks.zapier.com/hooks/catch/123/abc/)' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { problem: 'must start with https://' };
  if (url.protocol === 'http:') {
    if (rules.production) return { problem: 'must start with https:// (plain http is not sent)' };
    if (!LOCAL_HTTP_HOSTS.has(url.host.replace(/:\d+$/, '').toLowerCase()))
      return { problem: 'must start with https:// (http:// only for localhost or 127.0.0.1 while developing)' };
  }
  if (url.username || url.password) return { problem: 'must not contain a user name or password' };
  if (!url.hostname) return { problem: 'must name a host' };
  if (!portAllowed(url, rules)) return { problem: `must use port 443 (or 80): port ${url.port} is not allowed` };
  if (rules.production) {
    const host = bareHost(url);
    if (host === 'localhost' || host.endsWith('.localhost')) return { problem: 'must not point to this server (localhost)' };
    if (net.isIP(host)) {
      const reason = refusedAddressReason(host);
      if (reason) return { problem: `must not point to ${reason} (${host})` };
    }
  }
  return { url };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Where a delivery connects: the checked address, or null to let the system resolve the host (outside production). */
export type DeliveryTarget = { address: string; family: 4 | 6 } | null;

/** The host resolves to an address webhooks may not reach: never sent there, and retrying will not help. */
export class RefusedAddressError extends Error {}

/**
 * Resolves the URL's host and checks every address it has (one refused address refuses the host:
 * which one a connection would use is not ours to choose). In production the answer is the address
 * to connect to, so a name that resolves elsewhere a moment later (DNS rebinding) changes nothing.
 * A host that does not resolve is an ordinary Error (it may resolve later).
 */
export async function deliveryTarget(url: URL, rules: AddressRules): Promise<DeliveryTarget> {
  if (!rules.production) return null;
  if (!portAllowed(url, rules)) throw new RefusedAddressError(`Port ${url.port} is not allowed; webhooks are sent to port 443 or 80`);
  const host = bareHost(url);
  const addresses = net.isIP(host)
    ? [{ address: host, family: net.isIP(host) === 6 ? (6 as const) : (4 as const) }]
    : await withTimeout((rules.lookup ?? systemLookup)(host), LOOKUP_TIMEOUT_MS, `${host} did not resolve within 5 s`);
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  for (const a of addresses) {
    // Which address, or what kind, is not said: that is the answer of the server's own DNS.
    if (refusedAddressReason(a.address)) throw new RefusedAddressError(`${host} resolves to an address webhooks are not allowed to reach`);
  }
  return addresses[0]!;
}

/** A `lookup` for http.request that answers with the address already checked, whatever DNS says now. */
export function pinnedLookup(target: { address: string; family: 4 | 6 }): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as LookupFunction;
}
