import http from 'node:http';
import { LIMITS } from './limits';

export interface StreamMessage {
  event: string;
  data: string;
  /** When it arrived (Date.now()). */
  at: number;
}

/** A GET on a connection of its own (no pool: fetch's keeps spare connections open, which hold up the server's close), its body not yet read. */
export function openConnection(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, resolve);
    req.on('error', reject);
  });
}

/**
 * A server-sent event stream read as a browser's EventSource reads it, on a connection of its own: the raw text,
 * the named messages, every field line, and whether the server ended it. Waits wake on each chunk
 * instead of polling, and give up at a deadline.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const res = await openConnection(url, headers);
  res.setEncoding('utf8');
  let text = '';
  let buffer = '';
  let ended = false;
  let wake: (() => void) | null = null;
  const received: StreamMessage[] = [];
  const fields: string[] = [];
  res.on('data', (chunk: string) => {
    text += chunk;
    buffer += chunk;
    let at: number;
    while ((at = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        fields.push(line);
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) received.push({ event, data: data.join('\n'), at: Date.now() });
    }
    wake?.();
  });
  res.on('close', () => {
    ended = true;
    wake?.();
  });

  /** Waits, at most `timeoutMs`, for `done` to hold. */
  async function until(done: () => boolean, what: string, timeoutMs = LIMITS.backgroundWorkMs) {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what}; received: ${text.slice(-500)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    res,
    received,
    fields,
    text: () => text,
    ended: () => ended,
    until,
    /** The next message (after those already taken), within `timeoutMs`. */
    async next(taken = { count: 0 }, timeoutMs = LIMITS.backgroundWorkMs): Promise<StreamMessage> {
      await until(() => received.length > taken.count || ended, `no message within ${timeoutMs} ms`, timeoutMs);
      if (received.length <= taken.count) throw new Error('the stream ended');
      return received[taken.count++]!;
    },
    /** Waits until the server ends the stream, within `timeoutMs`. */
    async untilEnd(timeoutMs = LIMITS.backgroundWorkMs) {
      await until(() => ended, 'the stream did not end', timeoutMs);
    },
    close() {
      res.destroy();
    },
  };
}
