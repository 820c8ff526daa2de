// A fake of Stripe's API on loopback for exactly what StripeBilling calls, speaking Stripe's wire protocol as
// the `stripe` library does: `Authorization: Bearer <key>`, form-encoded bodies with bracketed nesting
// (`metadata[userId]=…`, `line_items[0][price]=…`) decoded into objects, JSON answers in Stripe's object
// shapes, Stripe's `{ error: { type, code, message, param } }` on failure, and Idempotency-Key honoured as
// Stripe does (the same key replays the first success with `Idempotent-Replayed: true`; the same key with other
// parameters is an `idempotency_error`). Tests complete checkouts and change subscriptions here (as the portal or
// a failed payment would), make the next call fail, and sign webhook events as Stripe signs them
// (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`, through the library's own test signer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Form = { [key: string]: string | Form | Form[] | string[] };

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error' | 'rate_limit_error';
  message: string;
  code?: string;
  param?: string;
}

export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  recurring: { interval: string; interval_count: number };
  metadata: Record<string, string>;
  type: 'recurring';
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
}

/** What a checkout's subscription will be made of (Stripe keeps it; the session object does not show it). */
interface CheckoutTerms {
  price: string;
  metadata: Record<string, string>;
  trialDays: number;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  trial_end: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; price: FakePrice; current_period_end: number }[];
  };
}

class StripeFailure extends Error {
  readonly status: number;
  readonly error: StripeErrorBody;
  constructor(status: number, error: StripeErrorBody) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

const missing = (param: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  });
const noSuch = (what: string, id: string, param?: string) =>
  new StripeFailure(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });

/** `a[b][0][c]=v` pairs as nested objects and arrays, as Stripe's server reads them. */
export function decodeForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]$/).filter((p, i) => i === 0 || p !== '');
    let node: Form | Form[] | string[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const container = node as Record<string, unknown>;
      if (last) container[part] = value;
      else {
        container[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = container[part] as Form;
      }
    });
  }
  return root;
}

const text = (form: Form, key: string) => (typeof form[key] === 'string' ? form[key] : undefined);
const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }) {
  let next = 0;
  const id = (prefix: string) => `${prefix}_fake${++next}`;
  const now = () => Math.floor(Date.now() / 1000);
  const customers = new Map<string, { id: string; object: 'customer'; email: string | null }>();
  const products = new Map<string, { id: string; object: 'product'; name: string }>();
  const prices = new Map<string, FakePrice>();
  const sessions = new Map<string, { session: FakeCheckoutSession; terms: CheckoutTerms }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const portalSessions: { customer: string; return_url: string | null }[] = [];
  const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
  const failures: { route: string; status: number; error: StripeErrorBody }[] = [];
  const calls: string[] = [];
  let base = '';

  function handle(method: string, path: string, form: Form): unknown {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer' as const, email: text(form, 'email') ?? null };
      customers.set(customer.id, customer);
      return { ...customer, metadata: record(form.metadata), created: now() };
    }
    if (method === 'POST' && path === '/v1/products') {
      const name = text(form, 'name');
      if (!name) throw missing('name');
      const product = { id: id('prod'), object: 'product' as const, name };
      products.set(product.id, product);
      return { ...product, active: true, metadata: record(form.metadata) };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const currency = text(form, 'currency');
      if (!currency) throw missing('currency');
      const product = text(form, 'product');
      if (!product) throw missing('product');
      if (!products.has(product)) throw noSuch('product', product, 'product');
      const interval = record(form.recurring).interval;
      if (!['day', 'week', 'month', 'year'].includes(interval ?? '')) throw missing('recurring[interval]');
      const price: FakePrice = {
        id: id('price'),
        object: 'price',
        active: true,
        currency,
        unit_amount: Number(text(form, 'unit_amount') ?? 0),
        product,
        recurring: { interval: interval!, interval_count: 1 },
        metadata: record(form.metadata),
        type: 'recurring',
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const mode = text(form, 'mode');
      if (!mode) throw missing('mode');
      const customer = text(form, 'customer') ?? '';
      if (!customers.has(customer)) throw noSuch('customer', customer, 'customer');
      const items = Array.isArray(form.line_items) ? (form.line_items as Form[]) : [];
      const price = items[0] ? text(items[0], 'price') : undefined;
      if (!price) throw missing('line_items[0][price]');
      if (!prices.has(price)) throw noSuch('price', price, 'line_items[0][price]');
      const data = record(form.subscription_data) as unknown as Form;
      const trial = text(data, 'trial_period_days');
      if (trial !== undefined && !(Number(trial) >= 1)) {
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          message: 'The trial_period_days must be at least 1.',
          param: 'subscription_data[trial_period_days]',
        });
      }
      const sessionId = id('cs');
      const session: FakeCheckoutSession = {
        id: sessionId,
        object: 'checkout.session',
        mode,
        status: 'open',
        customer,
        client_reference_id: text(form, 'client_reference_id') ?? null,
        metadata: record(form.metadata),
        subscription: null,
        success_url: text(form, 'success_url') ?? null,
        cancel_url: text(form, 'cancel_url') ?? null,
        url: `${base}/pay/${sessionId}`,
      };
      const terms = { price, metadata: record(data.metadata), trialDays: Number(trial ?? 0) };
      sessions.set(session.id, { session, terms });
      return session;
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(session[1]!);
      if (!found) throw noSuch('checkout.session', session[1]!);
      return found.session;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = text(form, 'customer');
      if (!customer) throw missing('customer');
      if (!customers.has(customer)) throw noSuch('customer', customer, 'customer');
      portalSessions.push({ customer, return_url: text(form, 'return_url') ?? null });
      return {
        id: id('bps'),
        object: 'billing_portal.session',
        customer,
        return_url: text(form, 'return_url') ?? null,
        url: `${base}/portal/${customer}`,
      };
    }
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sub) {
      const found = subscriptions.get(sub[1]!);
      if (!found) throw noSuch('subscription', sub[1]!);
      return found;
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(
    req: http.IncomingMessage,
    body: string,
  ): { status: number; body: unknown; replayed?: true } {
    const error = (status: number, e: StripeErrorBody) => ({ status, body: { error: e } });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    }
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (
      method === 'POST' &&
      !String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')
    ) {
      return error(400, {
        type: 'invalid_request_error',
        message: 'Invalid request: form-encoding expected.',
      });
    }
    const form = decodeForm(method === 'GET' ? new URL(req.url ?? '/', 'http://fake').search.slice(1) : body);
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const request = `${method} ${path} ${JSON.stringify(form)}`;
    const stored = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (stored) {
      if (stored.request !== request) {
        return error(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
        });
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    calls.push(`${method} ${path}`);
    const failure = failures.findIndex((f) => f.route === `${method} ${path}`);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return error(f!.status, f!.error);
    }
    try {
      const result = { status: 200, body: handle(method, path, form) };
      // Stripe saves an idempotent result once the request ran; a refused one may be retried with the key.
      if (typeof key === 'string') idempotent.set(key, { request, ...result });
      return result;
    } catch (e) {
      if (e instanceof StripeFailure) return error(e.status, e.error);
      throw e;
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const result = answer(req, Buffer.concat(chunks).toString());
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signer = new Stripe(options.secretKey);
  const subscription = (subscriptionId: string) => {
    const found = subscriptions.get(subscriptionId);
    if (!found) throw new Error(`no subscription ${subscriptionId}`);
    return found;
  };

  return {
    url: base,
    /** Method and path of each call that ran at the fake (idempotent replays excluded). */
    calls,
    products,
    prices,
    /** The customers each portal session was opened for, with where it sends the browser back. */
    portalSessions,
    /** The customer is deleted in Stripe's dashboard: calls naming it answer resource_missing. */
    deleteCustomer: (customerId: string) => customers.delete(customerId),
    /** The next call to `route` ("POST /v1/checkout/sessions") answers this Stripe error. */
    failNext(route: string, status: number, error: StripeErrorBody) {
      failures.push({ route, status, error });
    },
    /** The customer pays: the session completes and its subscription starts (trialing when it has a trial). */
    completeCheckout(sessionId: string): { session: FakeCheckoutSession; subscription: FakeSubscription } {
      const { session, terms } = sessions.get(sessionId) ?? {};
      if (!session || !terms || session.status !== 'open') throw new Error(`no open checkout ${sessionId}`);
      const trialDays = terms.trialDays;
      const created: FakeSubscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        trial_end: trialDays > 0 ? now() + trialDays * 86400 : null,
        ended_at: null,
        metadata: terms.metadata,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: prices.get(terms.price)!,
              current_period_end: now() + (trialDays || 30) * 86400,
            },
          ],
        },
      };
      subscriptions.set(created.id, created);
      Object.assign(session, { status: 'complete', subscription: created.id, url: null });
      return { session: structuredClone(session), subscription: structuredClone(created) };
    },
    /** The subscription as Stripe holds it now (a copy: events carry a snapshot). */
    subscription: (subscriptionId: string) => structuredClone(subscription(subscriptionId)),
    /** Changes a subscription as Stripe would after a portal action or a failed payment. */
    updateSubscription(subscriptionId: string, patch: Partial<FakeSubscription> & { price?: string }) {
      const found = subscription(subscriptionId);
      const { price, ...rest } = patch;
      Object.assign(found, rest);
      if (price) found.items.data[0]!.price = prices.get(price)!;
      return structuredClone(found);
    },
    /** The subscription ends now (cancelled in the portal, or unpaid after the retries). */
    endSubscription(subscriptionId: string) {
      const found = subscription(subscriptionId);
      Object.assign(found, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return structuredClone(found);
    },
    /**
     * A webhook delivery as Stripe sends it: the event's JSON body and its Stripe-Signature header, signed with
     * `secret` (the endpoint's by default) at `timestamp` (now by default, in seconds).
     */
    event(type: string, object: unknown, sign: { secret?: string; timestamp?: number } = {}) {
      const eventId = id('evt');
      const payload = JSON.stringify(
        {
          id: eventId,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: now(),
          data: { object },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: sign.secret ?? options.webhookSecret,
        ...(sign.timestamp === undefined ? {} : { timestamp: sign.timestamp }),
      });
      return { id: eventId, payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
