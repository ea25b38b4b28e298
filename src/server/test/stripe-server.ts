import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * A Stripe-compatible server for tests, on 127.0.0.1: it answers the calls SpeakerPro makes
 * (Checkout sessions, billing portal sessions) with Stripe-shaped JSON and records each request's
 * form-encoded parameters, as Stripe would receive them.
 *
 * A Checkout Session's `url` is a hosted checkout page on this server: its Pay button sends the
 * signed events Stripe would send for the payment to the webhook set with `sendEventsTo`
 * (`checkout.session.completed`, and `invoice.paid` for a subscription), then redirects to the
 * session's success_url, as Stripe does. `holdEvents` keeps the events back until `releaseEvents`,
 * so a test can look at the app after the browser's return and before Stripe's word.
 */

export interface StripeRequest {
  method: string;
  path: string;
  /** The form fields by their bracketed names, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

/** Where the hosted checkout sends its events: the app's webhook address and its signing secret. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/** An event the hosted checkout sent, with the app's answer. */
export interface SentEvent {
  id: string;
  type: string;
  status: number;
  body: string;
}

export interface TestStripeServer {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: StripeRequest[];
  /** The next call is answered with this Stripe error (status and message), once. */
  failNext(status: number, message: string): void;
  /** Where Pay on the hosted checkout sends its signed events (set once the app's address is known). */
  sendEventsTo(target: WebhookTarget): void;
  /** From now on, Pay keeps its events back until `releaseEvents`. */
  holdEvents(): void;
  /** The events held back so far, waiting. */
  heldEvents(): { id: string; type: string }[];
  /** Sends the held events in order (and stops holding); resolves with the app's answers. */
  releaseEvents(): Promise<SentEvent[]>;
  /** Every event sent to the webhook, with the app's answer. */
  sentEvents: SentEvent[];
  close(): Promise<void>;
}

interface CheckoutSession {
  id: string;
  params: Record<string, string>;
  customer: string;
  paid: boolean;
}

const DAY_SECONDS = 86_400;

/** The events Stripe sends when a checkout is paid: the session completed, and a subscription's first invoice paid. */
function paymentEvents(session: CheckoutSession, nextId: () => string): object[] {
  const { params } = session;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  const now = Math.floor(Date.now() / 1000);
  const subscription = params.mode === 'subscription' ? `sub_test_${session.id}` : null;
  const completed = {
    id: session.id,
    object: 'checkout.session',
    mode: params.mode,
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: params.client_reference_id ?? null,
    customer: session.customer,
    customer_email: params.customer_email ?? null,
    metadata,
    amount_total: Number(params['line_items[0][price_data][unit_amount]'] ?? 0),
    currency: params['line_items[0][price_data][currency]'] ?? null,
    subscription,
    payment_intent: subscription ? null : `pi_test_${session.id}`,
  };
  const event = (type: string, object: object) => ({ id: nextId(), object: 'event', type, created: now, data: { object } });
  const events = [event('checkout.session.completed', completed)];
  if (subscription) {
    const periodDays = params['line_items[0][price_data][recurring][interval]'] === 'month' ? 30 : 365;
    const subscriptionMetadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      const name = /^subscription_data\[metadata\]\[(.+)\]$/.exec(key)?.[1];
      if (name) subscriptionMetadata[name] = value;
    }
    events.push(
      event('invoice.paid', {
        id: `in_test_${session.id}`,
        object: 'invoice',
        customer: session.customer,
        status: 'paid',
        amount_paid: completed.amount_total,
        currency: completed.currency,
        billing_reason: 'subscription_create',
        parent: { type: 'subscription_details', subscription_details: { subscription, metadata: subscriptionMetadata } },
        lines: { object: 'list', data: [{ id: `il_test_${session.id}`, period: { start: now, end: now + periodDays * DAY_SECONDS } }] },
      }),
    );
  }
  return events;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted checkout page: what is bought, and a Pay button (a plain form, so no script is needed). */
function checkoutPage(session: CheckoutSession): string {
  const p = session.params;
  const amount = (Number(p['line_items[0][price_data][unit_amount]'] ?? 0) / 100).toFixed(2);
  const currency = (p['line_items[0][price_data][currency]'] ?? '').toUpperCase();
  const interval = p['line_items[0][price_data][recurring][interval]'];
  const name = p['line_items[0][price_data][product_data][name]'] ?? 'Your purchase';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head><body>
<main><h1>Test checkout</h1>
<p>${escapeHtml(name)}: ${escapeHtml(`${currency} ${amount}${interval ? ` a ${interval}` : ''}`)}</p>
<p>Paying as ${escapeHtml(p.customer_email ?? session.customer)}</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
</main></body></html>`;
}

export async function startStripeServer(): Promise<TestStripeServer> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, CheckoutSession>();
  const sentEvents: SentEvent[] = [];
  let held: object[] | null = null;
  let target: WebhookTarget | undefined;
  let failure: { status: number; message: string } | undefined;
  let count = 0;
  let eventCount = 0;
  const nextEventId = () => `evt_test_${++eventCount}`;

  async function deliver(event: object): Promise<SentEvent> {
    if (!target) throw new Error('The test Stripe server has no webhook to send to: call sendEventsTo first');
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret });
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body: payload,
    });
    const { id, type } = event as { id: string; type: string };
    const sent = { id, type, status: res.status, body: await res.text() };
    sentEvents.push(sent);
    return sent;
  }

  async function pay(session: CheckoutSession, res: http.ServerResponse) {
    if (!session.paid) {
      session.paid = true;
      const events = paymentEvents(session, nextEventId);
      if (held) held.push(...events);
      else for (const event of events) await deliver(event);
    }
    const successUrl = (session.params.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    res.writeHead(303, { location: successUrl });
    res.end();
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const hosted = /^\/c\/pay\/([\w-]+)$/.exec(path);
      if (hosted) {
        const session = sessions.get(hosted[1]!);
        if (!session) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('No such checkout session');
        }
        if (req.method === 'POST') {
          pay(session, res).catch((err: unknown) => {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`The webhook could not be reached: ${String(err)}`);
          });
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(session));
      }
      requests.push({ method: req.method ?? 'GET', path, params, authorization: req.headers.authorization });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_test_${count}` });
        res.end(JSON.stringify(body));
      };
      if (failure) {
        const { status, message } = failure;
        failure = undefined;
        return send(status, { error: { type: 'invalid_request_error', message } });
      }
      count += 1;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${count}`;
        const customer = params.customer ?? `cus_test_${count}`;
        sessions.set(id, { id, params, customer, paid: false });
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          url: `${baseUrl}/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_test_${count}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    requests,
    sentEvents,
    failNext(status, message) {
      failure = { status, message };
    },
    sendEventsTo(webhook) {
      target = webhook;
    },
    holdEvents() {
      held ??= [];
    },
    heldEvents() {
      return (held ?? []).map((event) => {
        const { id, type } = event as { id: string; type: string };
        return { id, type };
      });
    },
    async releaseEvents() {
      const waiting = held ?? [];
      held = null;
      const answers: SentEvent[] = [];
      for (const event of waiting) answers.push(await deliver(event));
      return answers;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
