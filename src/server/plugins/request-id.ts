import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The header a request id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from a proxy may look like: what proxies and tracing tools make (UUIDs, hex, base64,
 * `Root=1-…` from AWS), bounded so a client cannot stuff the log with a long or multi-line value.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:/+=-]{0,127}$/;

/**
 * Whether the peer that sent this request is one of our proxies, by the same TRUST_PROXY rule that
 * decides whether its X-Forwarded-For is believed: with a hop count the nearest hop is a proxy;
 * with an address list, the peer must be in it; unset, nobody is.
 */
function trustedPeer(trustProxy: Config['trustProxy']): (peer: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (peer) => {
    if (!peer) return false;
    const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(peer)?.[1];
    const address = v4mapped ?? peer;
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: the proxy's own id when a trusted proxy sent a well-formed one (so its log
 * lines and ours share it), a random UUID otherwise. A client that talks to the app directly can
 * not choose the id its request is logged under.
 */
export function requestIdGenerator(trustProxy: Config['trustProxy']): (req: IncomingMessage) => string {
  const isTrusted = trustedPeer(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && WELL_FORMED.test(given) && isTrusted(req.socket?.remoteAddress)) return given;
    return randomUUID();
  };
}

const isErrorBody = (payload: unknown): payload is Record<string, unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { code?: unknown }).code === 'string' &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Every answer says which request it was (`x-request-id`), and every error body repeats it as
 * `requestId`: what a user or a client pastes into a report is then what finds the log lines.
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && isErrorBody(payload) && payload.requestId === undefined) return { ...payload, requestId: request.id };
    return payload;
  });
}
