import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got: its headers (lower-case names) and the raw body. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** The body parsed as JSON. */
  json: { id: string; type: string; createdAt: string; test: boolean; data: Record<string, any> };
  /** What the receiver answered. */
  status: number;
}

export interface TestReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The most requests it held unanswered at one time (with `answerAfterMs`). */
  mostAtOnce(): number;
  close(): Promise<void>;
}

/**
 * A webhook receiver for tests (API and browser): a real HTTP server on 127.0.0.1 that keeps every
 * request. `answer(n)` gives the status for the n-th request (1-based); 200 by default. With `answerAfterMs` it is a slow receiver: each answer
 * waits that long (close() drops the requests still waiting, so a test ends at once).
 */
export async function startTestReceiver(
  options: { answer?: (n: number) => number; path?: string; answerAfterMs?: number } = {},
): Promise<TestReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiting = new Set<NodeJS.Timeout>();
  let most = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = options.answer?.(received.length + 1) ?? 200;
      let json: ReceivedWebhook['json'];
      try {
        json = JSON.parse(body) as ReceivedWebhook['json'];
      } catch {
        json = { id: '', type: '', createdAt: '', test: false, data: {} };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : (value ?? '');
      received.push({ headers, body, json, status });
      const reply = () => res.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 400 ? 'receiver says no' : 'ok');
      if (!options.answerAfterMs) return reply();
      const timer = setTimeout(() => {
        waiting.delete(timer);
        reply();
      }, options.answerAfterMs);
      waiting.add(timer);
      most = Math.max(most, waiting.size);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${options.path ?? '/hooks/speakerpro'}`,
    received,
    mostAtOnce: () => most,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of waiting) clearTimeout(timer);
        waiting.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
