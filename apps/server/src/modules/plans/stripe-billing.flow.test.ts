// Stripe billing end to end: the real app over HTTP with BILLING_PROVIDER=stripe, pointed at a loopback fake
// that speaks Stripe's wire protocol (form bodies, its error shape, idempotency keys) and signs webhook events
// as Stripe does. Checkouts are completed and subscriptions changed at the fake, as a customer or the portal
// would; the app learns of it only through signed webhooks.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, Plan, QuotaStatus, type PlanBody } from '@vidcraft/contracts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, insertTestUser, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app.ts';

const SECRET_KEY = 'sk_test_vidcraft_fake';
const WEBHOOK_SECRET = 'whsec_vidcraft_fake';

describe('Stripe billing', () => {
  let t: TestApp<never>;
  let fake: FakeStripe;
  let base: string;
  let plans: Plan[];
  const plan = (slug: string) => plans.find((p) => p.slug === slug)!;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    t = await createTestApp({
      env: {
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const listed = (await (await fetch(`${base}/api/subscription-plans`)).json()) as { data: unknown[] };
    plans = listed.data.map((p) => Plan.parse(p));
    expect(plans.map((p) => p.slug)).toEqual(expect.arrayContaining(['pro', 'ultimate']));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  async function call(userId: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-test-user-id': userId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const quota = async (userId: string) =>
    QuotaStatus.parse((await call(userId, 'GET', `/api/quota-status/${userId}`)).body);
  const startCheckout = (userId: string, slug: string, interval: 'month' | 'year', key = randomUUID()) =>
    call(userId, 'POST', '/api/user-subscription', { planId: plan(slug).id, interval, idempotencyKey: key });
  const sessionIdOf = (checkoutUrl: unknown) => new URL(String(checkoutUrl)).pathname.split('/').pop()!;

  /** Stripe delivering one event to the webhook, with its headers (or the ones a test forges). */
  const deliver = (delivery: { payload: string; signature?: string }) =>
    fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
      },
      body: delivery.payload,
    });
  const accepted = async (delivery: { payload: string; signature: string }) => {
    const response = await deliver(delivery);
    expect(response.status).toBe(200);
  };
  const recordedEvents = async (ids: string[]) =>
    (await t.database.db.selectFrom('billing_events').select('event_id').execute())
      .map((r) => r.event_id)
      .filter((id) => ids.includes(id));
  const subscriptionRows = (userId: string) =>
    t.database.db
      .selectFrom('subscriptions')
      .select(['id', 'plan_id', 'status', 'source', 'provider_subscription_id', 'ended_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();

  /** A user who pays for `slug` through a Stripe checkout; the app hears of it from the signed webhook. */
  async function subscribed(name: string, slug = 'pro') {
    const userId = await insertTestUser(t.database, name);
    const started = await startCheckout(userId, slug, 'month');
    expect(started.status).toBe(200);
    const { session, subscription } = fake.completeCheckout(sessionIdOf(started.body.checkoutUrl));
    await accepted(fake.event('checkout.session.completed', session));
    return { userId, subscriptionId: subscription.id, customerId: subscription.customer };
  }

  it('upgrades the user when a checkout completes: quota status shows the paid plan and its limits', async () => {
    const userId = await insertTestUser(t.database, 'Checkout Carla');
    const before = await quota(userId);
    expect(before.plan.kind).toBe('trial');
    expect(plan('pro').limits.optimization).not.toBe(before.usage.optimization.limit);

    const started = await startCheckout(userId, 'pro', 'month');
    expect(started.status).toBe(200);
    expect(String(started.body.checkoutUrl)).toMatch(new RegExp(`^${fake.url}/pay/cs_`));
    const { session, subscription } = fake.completeCheckout(sessionIdOf(started.body.checkoutUrl));
    expect(session.success_url).toBe(`${TEST_PUBLIC_URL}/pricing?checkout=success`);
    expect(session.client_reference_id).toBe(userId);
    // Nothing changes until Stripe says so.
    expect((await quota(userId)).plan.kind).toBe('trial');

    const event = fake.event('checkout.session.completed', session);
    await accepted(event);
    const after = await quota(userId);
    expect(after.plan.slug).toBe('pro');
    expect(after.usage.optimization.limit).toBe(plan('pro').limits.optimization);
    expect(after.usage.thumbnailGeneration.limit).toBe(plan('pro').limits.thumbnailGeneration);
    expect(after.subscription).toMatchObject({
      status: 'active',
      source: 'stripe',
      interval: 'month',
      price: plan('pro').prices.month,
      cancelAtPeriodEnd: false,
    });
    expect(after.billing).toEqual({ provider: 'stripe', canManage: true });
    expect(await recordedEvents([event.id])).toEqual([event.id]);
    const rows = await subscriptionRows(userId);
    expect(rows.filter((r) => r.status !== 'ended')).toMatchObject([
      { source: 'stripe', provider_subscription_id: subscription.id },
    ]);
  });

  it('gives no plan for a subscription whose first payment is still incomplete, and the plan once it is paid', async () => {
    const userId = await insertTestUser(t.database, 'Pending Pat');
    const started = await startCheckout(userId, 'pro', 'month');
    const { session, subscription } = fake.completeCheckout(sessionIdOf(started.body.checkoutUrl));
    fake.updateSubscription(subscription.id, { status: 'incomplete' });
    await accepted(fake.event('checkout.session.completed', session));
    expect((await quota(userId)).plan.kind).toBe('trial');
    expect(await subscriptionRows(userId)).toEqual([]);

    await accepted(
      fake.event(
        'customer.subscription.updated',
        fake.updateSubscription(subscription.id, { status: 'active' }),
      ),
    );
    expect((await quota(userId)).plan.slug).toBe('pro');
  });

  it('refuses a missing, forged, tampered or expired signature, reading nothing and changing nothing', async () => {
    const userId = await insertTestUser(t.database, 'Forged Fiona');
    const started = await startCheckout(userId, 'pro', 'month');
    const { session } = fake.completeCheckout(sessionIdOf(started.body.checkoutUrl));
    const genuine = fake.event('checkout.session.completed', session);
    const wrongSecret = fake.event('checkout.session.completed', session, { secret: 'whsec_attacker' });
    const expired = fake.event('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    const forgeries = [
      { payload: genuine.payload },
      { payload: genuine.payload, signature: '' },
      { payload: genuine.payload, signature: 'not-a-signature' },
      wrongSecret,
      expired,
      // Stripe's signature over different bytes: the same event, one field changed.
      {
        payload: genuine.payload.replace('"livemode": false', '"livemode": true'),
        signature: genuine.signature,
      },
    ];
    expect(forgeries[5]!.payload).not.toBe(genuine.payload);
    const rowsBefore = await subscriptionRows(userId);
    const readsBefore = fake.calls.filter((c) => c.startsWith('GET /v1/subscriptions/')).length;

    for (const forgery of forgeries) {
      const response = await deliver(forgery);
      expect(response.status).toBe(400);
      const body = ErrorBody.parse(await response.json());
      expect(body).toMatchObject({ error: 'VALIDATION', details: { reason: 'badSignature' } });
    }
    expect(await recordedEvents([genuine.id, wrongSecret.id, expired.id])).toEqual([]);
    expect(await subscriptionRows(userId)).toEqual(rowsBefore);
    expect((await quota(userId)).plan.kind).toBe('trial');
    expect(fake.calls.filter((c) => c.startsWith('GET /v1/subscriptions/')).length).toBe(readsBefore);

    // The same event, as Stripe signed it, was worth refusing: it upgrades the user.
    await accepted(genuine);
    expect((await quota(userId)).plan.slug).toBe('pro');
  });

  it('treats a replayed event (same id) as a no-op', async () => {
    const { userId, subscriptionId } = await subscribed('Replay Rita');
    const failed = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(subscriptionId, { status: 'past_due' }),
    );
    await accepted(failed);
    expect((await quota(userId)).subscription.status).toBe('past_due');

    // The card is fixed at Stripe; a redelivery of the old event must not be processed again (it would
    // re-read the subscription and apply it): once per id.
    fake.updateSubscription(subscriptionId, { status: 'active' });
    const rowsBefore = await subscriptionRows(userId);
    await accepted(failed);
    await accepted(failed);
    expect((await quota(userId)).subscription.status).toBe('past_due');
    expect(await subscriptionRows(userId)).toEqual(rowsBefore);
    expect(await recordedEvents([failed.id])).toEqual([failed.id]);

    // Stripe's own event for the change brings it.
    await accepted(fake.event('customer.subscription.updated', fake.subscription(subscriptionId)));
    expect((await quota(userId)).subscription.status).toBe('active');
  });

  it('ends in the right state when deleted arrives before an older updated', async () => {
    const { userId, subscriptionId } = await subscribed('Order Olga');
    const olderUpdate = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(subscriptionId, { cancel_at_period_end: true }),
    );
    const deleted = fake.event('customer.subscription.deleted', fake.endSubscription(subscriptionId));

    await accepted(deleted);
    expect((await quota(userId)).plan.kind).toBe('free');
    // The older event's payload says "active, cancelling at period end"; Stripe says ended.
    expect(JSON.parse(olderUpdate.payload).data.object.status).toBe('active');
    await accepted(olderUpdate);
    const after = await quota(userId);
    expect(after.plan.kind).toBe('free');
    const row = (await subscriptionRows(userId)).find((r) => r.provider_subscription_id === subscriptionId);
    expect(row).toMatchObject({ status: 'ended' });
    expect(row!.ended_at).not.toBeNull();
    expect(await recordedEvents([deleted.id, olderUpdate.id])).toHaveLength(2);
  });

  it('ends in the right state when two updates arrive newest first', async () => {
    const { userId, subscriptionId } = await subscribed('Order Omar');
    const older = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(subscriptionId, { status: 'past_due' }),
    );
    const newer = fake.event(
      'customer.subscription.updated',
      fake.updateSubscription(subscriptionId, { status: 'active', cancel_at_period_end: true }),
    );
    await accepted(newer);
    await accepted(older);
    expect((await quota(userId)).subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('shows past due, cancelled at period end, and returns an ended subscription to the free tier with its data', async () => {
    const { userId, subscriptionId, customerId } = await subscribed('States Sam');
    const reservation = await t.services.usage.reserve(userId, 'optimization', randomUUID());
    await t.services.usage.commit(reservation);

    await accepted(
      fake.event('invoice.payment_failed', {
        id: 'in_fake_failed',
        object: 'invoice',
        customer: customerId,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      }),
    );
    // The invoice event carries no status of its own: the app re-read the subscription (still active).
    expect((await quota(userId)).subscription.status).toBe('active');
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    await accepted(
      fake.event('invoice.payment_failed', {
        id: 'in_fake_failed_again',
        object: 'invoice',
        customer: customerId,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      }),
    );
    const pastDue = await quota(userId);
    expect(pastDue.subscription.status).toBe('past_due');
    expect(pastDue.plan.slug).toBe('pro'); // the grace period keeps the plan
    expect(pastDue.usage.optimization).toMatchObject({ used: 1, limit: plan('pro').limits.optimization });

    const cancelling = fake.updateSubscription(subscriptionId, {
      status: 'active',
      cancel_at_period_end: true,
    });
    await accepted(fake.event('customer.subscription.updated', cancelling));
    const cancelled = await quota(userId);
    expect(cancelled.plan.slug).toBe('pro');
    expect(cancelled.subscription).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(cancelling.items.data[0]!.current_period_end * 1000).toISOString(),
    });

    await accepted(fake.event('customer.subscription.deleted', fake.endSubscription(subscriptionId)));
    const ended = await quota(userId);
    expect(ended.plan.kind).toBe('free');
    expect(ended.usage.optimization.limit).toBe((await t.services.plans.ofKind('free')).limits.optimization);
    expect(ended.billing.canManage).toBe(false);
    // Nothing was deleted: the usage, the history of subscriptions and the Stripe customer remain.
    const usage = await t.database.db
      .selectFrom('usage_events')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(usage.map((u) => u.id)).toEqual([reservation]);
    expect((await subscriptionRows(userId)).map((r) => [r.source, r.status])).toEqual([['stripe', 'ended']]);
    const customers = await t.database.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .execute();
    expect(customers).toEqual([{ customer_id: customerId }]);
  });

  it('creates the Stripe customer and checkout once for one idempotency key, and one customer per user', async () => {
    const userId = await insertTestUser(t.database, 'Twice Tom');
    const key = randomUUID();
    const callsBefore = fake.calls.length;
    const [first, second] = await Promise.all([
      startCheckout(userId, 'pro', 'month', key),
      startCheckout(userId, 'pro', 'month', key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.checkoutUrl).toBe(first.body.checkoutUrl);
    const again = await startCheckout(userId, 'pro', 'month', key);
    expect(again.body.checkoutUrl).toBe(first.body.checkoutUrl);
    const ran = fake.calls.slice(callsBefore);
    expect(ran.filter((c) => c === 'POST /v1/customers')).toHaveLength(1);
    expect(ran.filter((c) => c === 'POST /v1/checkout/sessions')).toHaveLength(1);

    // Another click (another key) is another checkout, for the same customer.
    const other = await startCheckout(userId, 'pro', 'year');
    expect(other.status).toBe(200);
    expect(other.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    expect(fake.calls.slice(callsBefore).filter((c) => c === 'POST /v1/customers')).toHaveLength(1);
    const customers = await t.database.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ provider: 'stripe', customer_id: expect.stringMatching(/^cus_/) });
  });

  it('makes the user a new customer when theirs was deleted in Stripe', async () => {
    const userId = await insertTestUser(t.database, 'Deleted Dave');
    expect((await startCheckout(userId, 'pro', 'month')).status).toBe(200);
    const storedCustomer = () =>
      t.database.db
        .selectFrom('billing_customers')
        .select('customer_id')
        .where('user_id', '=', userId)
        .execute();
    const [deleted] = await storedCustomer();
    fake.deleteCustomer(deleted!.customer_id);

    const again = await startCheckout(userId, 'pro', 'month');
    expect(again.status).toBe(200);
    const stored = await storedCustomer();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.customer_id).not.toBe(deleted!.customer_id);
    const { session } = fake.completeCheckout(sessionIdOf(again.body.checkoutUrl));
    expect(session.customer).toBe(stored[0]!.customer_id);
  });

  it('sends a plan paid through Stripe to the portal instead of starting a second subscription', async () => {
    const { userId } = await subscribed('Double Dora');
    const callsBefore = fake.calls.length;
    const response = await startCheckout(userId, 'ultimate', 'month');
    expect(response.status).toBe(409);
    expect(ErrorBody.parse(response.body)).toMatchObject({
      error: 'CONFLICT',
      details: { reason: 'manageInPortal' },
    });
    expect(fake.calls.slice(callsBefore)).toEqual([]);
  });

  it('moves the user to the plan whose price the portal switched the subscription to', async () => {
    const { userId, subscriptionId } = await subscribed('Upgrade Uma');
    // Someone's checkout of Ultimate made its Stripe price.
    const other = await insertTestUser(t.database, 'Ultimate Ulla');
    expect((await startCheckout(other, 'ultimate', 'month')).status).toBe(200);
    const ultimatePrice = (await t.services.plans.find(plan('ultimate').id))!.provider_prices['stripe:month'];
    expect(ultimatePrice).toMatch(/^price_/);

    await accepted(
      fake.event(
        'customer.subscription.updated',
        fake.updateSubscription(subscriptionId, { price: ultimatePrice! }),
      ),
    );
    const after = await quota(userId);
    expect(after.plan.slug).toBe('ultimate');
    expect(after.usage.optimization.limit).toBe(plan('ultimate').limits.optimization);
    expect(after.subscription.price).toEqual(plan('ultimate').prices.month);
  });

  it('opens the portal for a customer and answers a clear 409 to a user without one', async () => {
    const { userId, customerId } = await subscribed('Portal Pia');
    const opened = await call(userId, 'POST', '/api/billing/portal');
    expect(opened).toEqual({ status: 200, body: { url: `${fake.url}/portal/${customerId}` } });
    expect(fake.portalSessions.at(-1)).toEqual({
      customer: customerId,
      return_url: `${TEST_PUBLIC_URL}/pricing`,
    });

    const newcomer = await insertTestUser(t.database, 'Portal Newcomer');
    const callsBefore = fake.calls.length;
    const refused = await call(newcomer, 'POST', '/api/billing/portal');
    expect(refused.status).toBe(409);
    const body = ErrorBody.parse(refused.body);
    expect(body).toMatchObject({ error: 'CONFLICT', details: { reason: 'nothingToManage' } });
    expect(body.message).toMatch(/no payment account/i);
    expect(fake.calls.slice(callsBefore)).toEqual([]);
  });

  it("surfaces Stripe's errors as a clear payment-provider error, never as the user's fault or a 500", async () => {
    const userId = await insertTestUser(t.database, 'Error Emil');
    const refusals = [
      {
        status: 400,
        error: {
          type: 'invalid_request_error' as const,
          code: 'resource_missing',
          message: "No such price: 'price_gone'",
          param: 'line_items[0][price]',
        },
      },
      // Stripe refusing OUR key must not tell the user to sign in.
      {
        status: 401,
        error: { type: 'invalid_request_error' as const, message: 'Invalid API Key provided.' },
      },
      { status: 429, error: { type: 'rate_limit_error' as const, message: 'Too many requests.' } },
    ];
    for (const refusal of refusals) {
      fake.failNext('POST /v1/checkout/sessions', refusal.status, refusal.error);
      const response = await startCheckout(userId, 'pro', 'month');
      expect(response.status).toBe(503);
      const body = ErrorBody.parse(response.body);
      expect(body).toMatchObject({
        error: 'UPSTREAM_UNAVAILABLE',
        details: {
          reason: 'paymentProvider',
          type: refusal.error.type,
          code: 'code' in refusal.error ? refusal.error.code : null,
        },
      });
      expect(body.message).toMatch(/payment provider could not start the checkout/);
      expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+|node_modules|sk_test/);
    }
    // A Stripe hiccup (500) is retried by the library with the same idempotency key: one checkout.
    fake.failNext('POST /v1/checkout/sessions', 500, { type: 'api_error', message: 'Something went wrong.' });
    const callsBefore = fake.calls.length;
    const retried = await startCheckout(userId, 'pro', 'month');
    expect(retried.status).toBe(200);
    expect(fake.calls.slice(callsBefore)).toEqual([
      'POST /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
  });

  it('answers 503 and records nothing when the subscription cannot be read, so Stripe delivers again', async () => {
    const userId = await insertTestUser(t.database, 'Retry Rosa');
    const started = await startCheckout(userId, 'pro', 'month');
    const { session, subscription } = fake.completeCheckout(sessionIdOf(started.body.checkoutUrl));
    const event = fake.event('checkout.session.completed', session);
    fake.failNext(`GET /v1/subscriptions/${subscription.id}`, 429, {
      type: 'rate_limit_error',
      message: 'Too many requests.',
    });
    const first = await deliver(event);
    expect(first.status).toBe(503);
    expect(ErrorBody.parse(await first.json())).toMatchObject({ error: 'UPSTREAM_UNAVAILABLE' });
    expect(await recordedEvents([event.id])).toEqual([]);
    expect((await quota(userId)).plan.kind).toBe('trial');

    await accepted(event);
    expect((await quota(userId)).plan.slug).toBe('pro');
  });

  it('creates a Stripe price once per plan price, and a new one (same product) when an admin changes it', async () => {
    const pro = plan('pro');
    const admin = await insertTestUser(t.database, 'Price Admin');
    const priceCalls = () => fake.calls.filter((c) => c === 'POST /v1/prices').length;
    const storedPrice = async (interval: 'month' | 'year') =>
      (await t.services.plans.find(pro.id))!.provider_prices[`stripe:${interval}`];

    const { userId: subscriber, subscriptionId } = await subscribed('Price Paula');
    const monthly = (await storedPrice('month'))!;
    expect(fake.prices.get(monthly)).toMatchObject({
      unit_amount: pro.prices.month!.amountMinor,
      currency: pro.prices.month!.currency.toLowerCase(),
      recurring: { interval: 'month' },
      metadata: { planId: pro.id },
    });
    // Another checkout of the same price reuses it.
    const before = priceCalls();
    expect((await startCheckout(await insertTestUser(t.database, 'Price Pete'), 'pro', 'month')).status).toBe(
      200,
    );
    expect(priceCalls()).toBe(before);
    // The yearly price is its own Stripe price.
    expect((await startCheckout(await insertTestUser(t.database, 'Price Yara'), 'pro', 'year')).status).toBe(
      200,
    );
    expect(fake.prices.get((await storedPrice('year'))!)).toMatchObject({
      unit_amount: pro.prices.year!.amountMinor,
      recurring: { interval: 'year' },
    });

    // The admin raises the monthly price: new checkouts get a new Stripe price of the new amount.
    const body: Omit<PlanBody, 'slug'> = {
      name: pro.name,
      description: pro.description,
      prices: {
        ...pro.prices,
        month: { ...pro.prices.month!, amountMinor: pro.prices.month!.amountMinor + 100 },
      },
      trialDays: pro.trialDays,
      limits: pro.limits,
      features: pro.features,
      visibility: pro.visibility,
      sortOrder: pro.sortOrder,
    };
    await t.services.plans.update({ userId: admin }, pro.id, body);
    expect(await storedPrice('month')).toBeUndefined();
    expect((await startCheckout(await insertTestUser(t.database, 'Price Nina'), 'pro', 'month')).status).toBe(
      200,
    );
    const raised = (await storedPrice('month'))!;
    expect(raised).not.toBe(monthly);
    expect(fake.prices.get(raised)).toMatchObject({ unit_amount: pro.prices.month!.amountMinor + 100 });
    expect(fake.prices.get(raised)!.product).toBe(fake.prices.get(monthly)!.product);

    // The subscriber on the old price keeps their plan and what they pay.
    await accepted(fake.event('customer.subscription.updated', fake.subscription(subscriptionId)));
    const kept = await quota(subscriber);
    expect(kept.plan.slug).toBe('pro');
    expect(kept.subscription.price).toEqual(pro.prices.month);

    // Renamed and repriced in one edit: Stripe would refuse the old product key with other parameters, so the
    // renamed plan gets its own product.
    await t.services.plans.update({ userId: admin }, pro.id, {
      ...body,
      name: { ...pro.name, en: 'Pro Plus' },
      prices: {
        ...body.prices,
        month: { ...body.prices.month!, amountMinor: body.prices.month!.amountMinor + 100 },
      },
    });
    expect((await startCheckout(await insertTestUser(t.database, 'Price Rena'), 'pro', 'month')).status).toBe(
      200,
    );
    const renamed = fake.prices.get((await storedPrice('month'))!)!;
    expect(renamed.product).not.toBe(fake.prices.get(monthly)!.product);
    expect(fake.products.get(renamed.product)).toMatchObject({ name: 'Pro Plus' });

    await t.services.plans.update({ userId: admin }, pro.id, { ...body, prices: pro.prices });
  });

  it('starts a checkout with the plan trial when the plan has one', async () => {
    const pro = plan('pro');
    const admin = await insertTestUser(t.database, 'Trial Admin');
    const body: Omit<PlanBody, 'slug'> = {
      name: pro.name,
      description: pro.description,
      prices: pro.prices,
      trialDays: 7,
      limits: pro.limits,
      features: pro.features,
      visibility: pro.visibility,
      sortOrder: pro.sortOrder,
    };
    await t.services.plans.update({ userId: admin }, pro.id, body);
    try {
      const { userId } = await subscribed('Trial Tina');
      const status = await quota(userId);
      expect(status.plan.slug).toBe('pro');
      expect(status.subscription.status).toBe('trialing');
      const trialEnd = new Date(status.subscription.trialEndsAt!).getTime();
      expect(Math.round((trialEnd - Date.now()) / 86_400_000)).toBe(7);
    } finally {
      await t.services.plans.update({ userId: admin }, pro.id, { ...body, trialDays: pro.trialDays });
    }
  });
});
