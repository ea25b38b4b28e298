import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A Stripe-compatible server for tests, on 127.0.0.1: it answers the calls SpeakerPro makes
 * (Checkout sessions, billing portal sessions) with Stripe-shaped JSON and records each request's
 * form-encoded parameters, as Stripe would receive them.
 */

export interface StripeRequest {
  method: string;
  path: string;
  /** The form fields by their bracketed names, e.g. `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface TestStripeServer {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: StripeRequest[];
  /** The next call is answered with this Stripe error (status and message), once. */
  failNext(status: number, message: string): void;
  close(): Promise<void>;
}

export async function startStripeServer(): Promise<TestStripeServer> {
  const requests: StripeRequest[] = [];
  let failure: { status: number; message: string } | undefined;
  let count = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
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
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
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
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, message) {
      failure = { status, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
