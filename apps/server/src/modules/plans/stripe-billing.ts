// Stripe through its official library: checkout and the billing portal are Stripe's pages; what a payment
// changes arrives as signed webhooks. The webhook's own payload is never trusted for state — events arrive late,
// twice and out of order — so every event re-reads the subscription from Stripe and applies THAT, and each
// event id is recorded in the same transaction as its effect so a replay changes nothing.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { BillingInterval, Price, SubscriptionStatus } from '@vidcraft/contracts';
import type { PlanRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { loadOnFirstUse } from '../../integrations/load-on-first-use.ts';
import type { BillingCustomersRepo } from './billing-customers.repo.ts';
import type { BillingProvider, CheckoutRequest } from './billing-provider.ts';
import type { PlansRepo } from './plans.repo.ts';
import type { PlansService } from './plans.service.ts';
import type { SubscriptionService } from './subscription.service.ts';
import type { SubscriptionsRepo } from './subscriptions.repo.ts';

const PROVIDER = 'stripe';
const stripeLibrary = loadOnFirstUse<typeof Stripe>('stripe');

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string | null;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const StripeClient = stripeLibrary();
  return new StripeClient(settings.secretKey, {
    // A webhook or a checkout click waits on this call: fail fast and let Stripe's own retry of the
    // webhook (or the user's retry of the click, same idempotency key) try again.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe's subscription status as ours; a cancellation at period end keeps the plan until then. */
export function mapStripeStatus(subscription: Stripe.Subscription): SubscriptionStatus {
  switch (subscription.status) {
    case 'trialing':
      return subscription.cancel_at_period_end ? 'canceled' : 'trialing';
    case 'active':
      return subscription.cancel_at_period_end ? 'canceled' : 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      // canceled, paused, and incomplete(_expired): a first payment still unconfirmed gives no plan yet (a
      // subscription first seen ended starts nothing); its update to active starts it.
      return 'ended';
  }
}

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

/**
 * Stripe's refusal as ours. The user cannot fix any of it (a 401 from Stripe means OUR key is wrong, a 400 a
 * request we built), so it is the payment provider being unavailable (503) with what Stripe said in the
 * details, never Stripe's status passed through as if the user's request were at fault.
 */
async function callStripe<T>(doing: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof stripeLibrary().errors.StripeError)) throw error;
    throw new AppError(
      'UPSTREAM_UNAVAILABLE',
      `The payment provider could not ${doing}. Please try again in a moment; if it keeps happening, tell the administrator.`,
      {
        details: {
          reason: 'paymentProvider',
          type: error.rawType ?? error.type,
          code: error.code ?? null,
          requestId: error.requestId ?? null,
        },
        cause: error,
      },
    );
  }
}

/** Stripe no longer knows the customer we stored (deleted in its dashboard). */
function isMissingCustomer(error: unknown): boolean {
  const cause = error instanceof AppError ? error.cause : null;
  return (
    cause instanceof stripeLibrary().errors.StripeError &&
    cause.code === 'resource_missing' &&
    cause.param === 'customer'
  );
}

/** What the subscription costs as Stripe bills it (a later plan price change applies to new ones only). */
function billedPrice(item: Stripe.SubscriptionItem | undefined): Price | null {
  const { unit_amount: amount, currency } = item?.price ?? {};
  return amount == null || !currency ? null : { amountMinor: amount, currency: currency.toUpperCase() };
}

export class StripeBilling implements BillingProvider {
  readonly id = 'stripe' as const;
  private readonly deps: {
    stripe: Stripe;
    webhookSecret: string;
    customers: BillingCustomersRepo;
    plans: PlansService;
    plansRepo: PlansRepo;
    subscriptions: SubscriptionService;
    subscriptionsRepo: SubscriptionsRepo;
    now: () => Date;
  };
  constructor(deps: StripeBilling['deps']) {
    this.deps = deps;
  }

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const customer = await this.customerFor(request.user);
    const price = await this.priceFor(request);
    const session = await this.checkoutSession(request, customer, price).catch(async (error: unknown) => {
      if (!isMissingCustomer(error)) throw error;
      // The customer was deleted in Stripe's dashboard: forget it and make the user a new one, once.
      await this.deps.customers.forget(request.user.id, PROVIDER, customer);
      return this.checkoutSession(request, await this.customerFor(request.user, customer), price);
    });
    if (!session.url) throw new AppError('UPSTREAM_UNAVAILABLE', 'Stripe did not return a checkout page.');
    return session.url;
  }

  private checkoutSession(request: CheckoutRequest, customer: string, price: string) {
    const metadata = { userId: request.user.id, planId: request.plan.id };
    return callStripe('start the checkout', () =>
      this.deps.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: request.user.id,
          line_items: [{ price, quantity: 1 }],
          metadata,
          subscription_data: {
            metadata,
            ...(request.plan.trial_days > 0 ? { trial_period_days: request.plan.trial_days } : {}),
          },
          success_url: `${request.returnUrl}?checkout=success`,
          cancel_url: `${request.returnUrl}?checkout=cancel`,
        },
        // One checkout per click and customer: the retry with a replacement customer is a request of its own.
        { idempotencyKey: `checkout:${request.user.id}:${request.idempotencyKey}:${customer}` },
      ),
    );
  }

  async portalUrl(input: { userId: string; customerId: string | null; returnUrl: string }) {
    const customer = input.customerId ?? (await this.deps.customers.customerOf(input.userId, PROVIDER));
    if (!customer) return null;
    const session = await callStripe('open the billing portal', () =>
      this.deps.stripe.billingPortal.sessions.create({ customer, return_url: input.returnUrl }),
    );
    return session.url;
  }

  /** Verifies and processes one webhook delivery; a bad signature is refused before anything is read. */
  async webhook(payload: Buffer, signature: string | undefined): Promise<void> {
    let event: Stripe.Event;
    try {
      event = this.deps.stripe.webhooks.constructEvent(payload, signature ?? '', this.deps.webhookSecret);
    } catch {
      throw new AppError('VALIDATION', 'The webhook signature is not valid.', {
        details: { reason: 'badSignature' },
      });
    }
    const subscriptionId = this.subscriptionIdOf(event);
    // Read Stripe's current state before the transaction (no network call while holding locks). A failed read
    // answers 503 with nothing recorded, so Stripe delivers the event again later.
    const subscription = subscriptionId
      ? await callStripe('look up the subscription', () =>
          this.deps.stripe.subscriptions.retrieve(subscriptionId),
        )
      : null;
    const readAt = this.deps.now();
    const target = subscription ? await this.targetOf(subscription) : null;
    await this.deps.subscriptionsRepo.transaction(async (trx) => {
      if (target) await this.deps.subscriptionsRepo.lockUser(trx, target.userId);
      const first = await this.deps.customers.claimEvent(trx, {
        provider: PROVIDER,
        id: event.id,
        type: event.type,
      });
      if (!first || !subscription || !target) return;
      const item = subscription.items.data[0];
      const customerId =
        typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      await this.deps.subscriptions.applyProviderState(trx, {
        userId: target.userId,
        plan: target.plan,
        source: 'stripe',
        status: mapStripeStatus(subscription),
        interval: target.interval,
        price: billedPrice(item) ?? target.plan.prices[target.interval] ?? null,
        currentPeriodEnd: seconds(item?.current_period_end),
        trialEndsAt: seconds(subscription.trial_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        endedAt: seconds(subscription.ended_at),
        provider: { customerId, subscriptionId: subscription.id, readAt },
      });
    });
  }

  private subscriptionIdOf(event: Stripe.Event): string | null {
    const idOf = (value: string | { id: string } | null | undefined) =>
      value == null ? null : typeof value === 'string' ? value : value.id;
    switch (event.type) {
      case 'checkout.session.completed':
        return idOf(event.data.object.subscription);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return event.data.object.id;
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        return idOf(invoice.parent?.subscription_details?.subscription);
      }
      default:
        return null; // other events are recorded and ignored
    }
  }

  /** Whose subscription it is and which plan it sells, from its price (or the metadata we put on it). */
  private async targetOf(subscription: Stripe.Subscription) {
    const customerId =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const existing = await this.deps.subscriptionsRepo.byProviderId(subscription.id);
    const userId =
      existing?.user_id ??
      (await this.deps.customers.userOf(customerId, PROVIDER)) ??
      subscription.metadata.userId ??
      null;
    const item = subscription.items.data[0];
    const interval: BillingInterval = item?.price.recurring?.interval === 'year' ? 'year' : 'month';
    const planId = subscription.metadata.planId ?? existing?.plan_id;
    let plan: PlanRow | undefined;
    if (item) plan = await this.deps.plansRepo.byProviderPrice(`${PROVIDER}:${interval}`, item.price.id);
    if (!plan && planId) plan = await this.deps.plans.find(planId);
    if (!userId || !plan) return null; // not one of ours
    return { userId, plan, interval };
  }

  /** The user's Stripe customer, made at their first checkout (or in place of `replacing`, deleted in Stripe). */
  private async customerFor(user: { id: string; email: string }, replacing?: string): Promise<string> {
    const stored = await this.deps.customers.customerOf(user.id, PROVIDER);
    if (stored) return stored;
    const customer = await callStripe('start the checkout', () =>
      this.deps.stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        // Two racing first checkouts make one customer (and the key of a replacement is not the first's).
        { idempotencyKey: replacing ? `customer:${user.id}:after:${replacing}` : `customer:${user.id}` },
      ),
    );
    return this.deps.customers.remember(user.id, PROVIDER, customer.id);
  }

  private async priceFor(request: CheckoutRequest): Promise<string> {
    const key = `${PROVIDER}:${request.interval}`;
    const stored = request.plan.provider_prices[key];
    if (stored) return stored;
    const { amountMinor, currency } = request.price;
    // The key names the plan's price as it is now; a changed price clears provider_prices and gets a new one.
    const base = `price:${request.plan.id}:${request.interval}:${amountMinor}:${currency}`;
    const name = request.plan.name.en ?? request.plan.slug;
    // Stripe refuses a key reused with other parameters: the key names the plan's name too, so a plan renamed
    // along with its new price gets its product instead of an idempotency error.
    const nameKey = createHash('sha256').update(name).digest('hex').slice(0, 16);
    const product = await callStripe('start the checkout', () =>
      this.deps.stripe.products.create(
        { name, metadata: { planId: request.plan.id } },
        { idempotencyKey: `product:${request.plan.id}:${nameKey}` },
      ),
    );
    const price = await callStripe('start the checkout', () =>
      this.deps.stripe.prices.create(
        {
          product: product.id,
          unit_amount: amountMinor,
          currency: currency.toLowerCase(),
          recurring: { interval: request.interval },
          metadata: { planId: request.plan.id },
        },
        { idempotencyKey: base },
      ),
    );
    await this.deps.plansRepo.setProviderPrice(request.plan.id, key, price.id);
    return price.id;
  }
}
