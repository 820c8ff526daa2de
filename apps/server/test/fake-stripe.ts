// A fake of Stripe's API on loopback for exactly what StripeBilling calls, as the `stripe` library speaks it:
// `Authorization: Bearer <key>`, form-encoded bodies (`metadata[userId]=…`, `line_items[0][price]=…`), JSON
// answers with the fields we read, Stripe's `{ error: { type, message, code } }` on failure, and
// Idempotency-Key honoured (the same key answers the first response again). Tests complete checkouts and
// change subscriptions here (as the portal or a failed payment would), and sign webhook events with the
// library's own test signer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      price: { id: string; recurring: { interval: string } };
      current_period_end: number;
    }[];
  };
}

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  let next = 0;
  const id = (prefix: string) => `${prefix}_fake${++next}`;
  const customers = new Map<string, { id: string; email: string }>();
  const prices = new Map<string, { id: string; interval: string }>();
  const sessions = new Map<
    string,
    { id: string; customer: string; price: string; metadata: Record<string, string>; trialDays: number }
  >();
  const subscriptions = new Map<string, FakeSubscription>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];

  const nested = (form: URLSearchParams, prefix: string) => {
    const out: Record<string, string> = {};
    for (const [key, value] of form) {
      const m = key.startsWith(`${prefix}[`) ? /^[^[]+\[([^\]]+)\]$/.exec(key) : null;
      if (m) out[m[1]!] = value;
    }
    return out;
  };

  function handle(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    const base = `http://127.0.0.1:${port}`;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: form.get('email') ?? '' };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/products') {
      return { status: 200, body: { id: id('prod'), object: 'product', name: form.get('name') } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = { id: id('price'), interval: form.get('recurring[interval]') ?? 'month' };
      prices.set(price.id, price);
      return {
        status: 200,
        body: {
          id: price.id,
          object: 'price',
          unit_amount: Number(form.get('unit_amount')),
          recurring: { interval: price.interval },
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = form.get('customer') ?? '';
      const price = form.get('line_items[0][price]') ?? '';
      if (!customers.has(customer) || !prices.has(price)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'No such customer or price',
              code: 'resource_missing',
            },
          },
        };
      }
      const session = {
        id: id('cs'),
        customer,
        price,
        metadata: nested(form, 'subscription_data[metadata'),
        trialDays: Number(form.get('subscription_data[trial_period_days]') ?? 0),
      };
      Object.assign(session.metadata, {
        userId: form.get('subscription_data[metadata][userId]') ?? '',
        planId: form.get('subscription_data[metadata][planId]') ?? '',
      });
      sessions.set(session.id, session);
      return {
        status: 200,
        body: { id: session.id, object: 'checkout.session', url: `${base}/pay/${session.id}` },
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      return {
        status: 200,
        body: { id: id('bps'), object: 'billing_portal.session', url: `${base}/portal/${customer}` },
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found)
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'No such subscription',
              code: 'resource_missing',
            },
          },
        };
      return { status: 200, body: found };
    }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
          code: 'unknown',
        },
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      let answer: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
        answer = {
          status: 401,
          body: {
            error: { type: 'invalid_request_error', message: 'Invalid API Key', code: 'api_key_invalid' },
          },
        };
      } else {
        const key = req.headers['idempotency-key'];
        const cacheKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname}:${key}` : null;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        if (cached) answer = cached;
        else {
          calls.push(`${req.method} ${url.pathname}`);
          answer = handle(
            req.method ?? 'GET',
            url.pathname,
            new URLSearchParams(Buffer.concat(chunks).toString()),
          );
          if (cacheKey) idempotent.set(cacheKey, answer);
        }
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const signer = new Stripe(options.secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    /** Method and path of each call that reached the fake (idempotent replays excluded). */
    calls,
    /** The customer pays: the session's subscription starts (trialing when the plan has a trial). */
    completeCheckout(sessionId: string): FakeSubscription {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no checkout ${sessionId}`);
      const now = Math.floor(Date.now() / 1000);
      const subscription: FakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: session.trialDays > 0 ? 'trialing' : 'active',
        cancel_at_period_end: false,
        trial_end: session.trialDays > 0 ? now + session.trialDays * 86400 : null,
        ended_at: null,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              price: { id: session.price, recurring: { interval: prices.get(session.price)!.interval } },
              current_period_end: now + 30 * 86400,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    /** Changes a subscription as Stripe would after a portal action or a failed payment. */
    updateSubscription(subscriptionId: string, patch: Partial<FakeSubscription>) {
      const found = subscriptions.get(subscriptionId);
      if (!found) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(found, patch);
      return found;
    },
    /** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
    event(type: string, object: unknown, secret = options.webhookSecret) {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        type,
        data: { object },
        created: Math.floor(Date.now() / 1000),
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
