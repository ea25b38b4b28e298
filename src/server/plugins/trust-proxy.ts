import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Fastify's trustProxy option from TRUST_PROXY. Fastify 5.12 ignores a bare hop count (it cannot
 * tell a proxy from a client that connects directly and writes its own X-Forwarded-For), so a hop
 * count becomes a trust function: the nearest `hops` addresses are proxies. That is only as safe as
 * the network: the app must be reachable through the proxy alone (README, TRUST_PROXY).
 */
export function trustProxyOption(trustProxy: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
