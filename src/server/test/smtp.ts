import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The authenticated user, when the client logged in (e.g. with XOAUTH2). */
  user?: string;
}

export interface TestSmtpAuth {
  method: string;
  username: string;
  /** XOAUTH2 access token (or the password for PLAIN/LOGIN). */
  accessToken?: string;
  password?: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /**
   * No client is connected and no message waits for its delay before being accepted: after the
   * last client went away (e.g. killed), every message it got through has been counted.
   */
  idle(): boolean;
  /** How many messages a server started with `hold` has received and not yet answered. */
  held(): number;
  /** Answers the held messages, and from then on every message at once. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 for tests: it keeps every message it accepts. `refuse` may name
 * a reason to refuse a recipient (e.g. '550 No such user'), to see failures recorded.
 */
export async function startTestSmtpServer(
  options: {
    refuse?: (address: string) => string | null;
    /** Wait this long before accepting each message (to have deliveries in flight). */
    delayMs?: number;
    /**
     * Answer no message until release() is called: a delivery stays in flight for as long as the
     * test needs, however slow the machine (close() drops what is still held).
     */
    hold?: boolean;
    /**
     * Sees each message's raw text once it has arrived; a reason returned (e.g. '451 Try again
     * later') refuses that message with the reason's code instead of keeping it.
     */
    refuseMessage?: (raw: string) => string | null;
    /** Require a login; return true to accept it (XOAUTH2, PLAIN and LOGIN are offered). */
    auth?: (auth: TestSmtpAuth) => boolean;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let accepting = 0;
  let holding = options.hold === true;
  const heldAccepts: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    authMethods: ['XOAUTH2', 'PLAIN', 'LOGIN'],
    onAuth(auth, _session, cb) {
      const accepted = options.auth?.({
        method: auth.method,
        username: auth.username ?? '',
        accessToken: auth.accessToken ?? undefined,
        password: auth.password ?? undefined,
      });
      if (accepted) cb(null, { user: auth.username });
      else cb(new Error('Invalid credentials'));
    },
    disabledCommands: ['STARTTLS'],
    size: 50 * 1024 * 1024,
    onRcptTo(address, _session, cb) {
      const reason = options.refuse?.(address.address);
      cb(reason ? new Error(reason) : undefined);
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refusal = options.refuseMessage?.(Buffer.concat(chunks).toString('utf8'));
        if (refusal) {
          cb(Object.assign(new Error(refusal), { responseCode: Number(refusal.slice(0, 3)) }));
          return;
        }
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          cb();
        };
        if (holding) heldAccepts.push(accept);
        else if (options.delayMs) {
          accepting += 1;
          setTimeout(() => {
            accepting -= 1;
            accept();
          }, options.delayMs);
        } else accept();
      });
    },
  });
  // A client that goes away mid-conversation (a process killed while it delivers, as the fleet and
  // crash checks do on purpose) resets its connection: that is the client's failure to report, not
  // a reason for the server, and the test process around it, to crash.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    idle: () => accepting === 0 && server.connections.size === 0,
    held: () => heldAccepts.length,
    release() {
      holding = false;
      for (const accept of heldAccepts.splice(0)) accept();
    },
    close: () => {
      heldAccepts.length = 0;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ----- reading what the server received ---------------------------------------------------------

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A message's (or a MIME part's) header block, folded lines unfolded. */
export function mailHeaders(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  return raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
}

/** The decoded body of the message's part with this content type. */
export function mailPart(raw: string, type: 'text/plain' | 'text/html'): string {
  // Split on the message's own boundaries: an encoded line may itself start with "--" (HTML comments).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const sections = boundaries.length > 0 ? raw.split(new RegExp(`\r\n--(?:${boundaries.join('|')})(?:--)?\r\n`)) : [raw];
  for (const section of sections) {
    const head = mailHeaders(section);
    if (!new RegExp(`Content-Type: ${type}`, 'i').test(head)) continue;
    const body = section.slice(section.indexOf('\r\n\r\n') + 4).replace(/\r\n--\S+--\s*$/, '');
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body;
    return decoded.replace(/\r\n/g, '\n');
  }
  throw new Error(`no ${type} part`);
}

/** The message as a person reads it: its header block, then its plain-text part decoded. */
export function mailText(raw: string): string {
  return `${mailHeaders(raw)}\n\n${mailPart(raw, 'text/plain')}`;
}
