// The sandbox checkout: with the Google sandbox (never with live Google), a newcomer can try an upgrade end to
// end with no keys. A checkout is a row and a page of ours (/billing/checkout/{id}) that says plainly no money
// moves; completing it starts the subscription exactly as a paid one would, with the plan's trial if it has one.
import type { SandboxCheckout } from '@vidcraft/contracts';
import type { SandboxCheckoutRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { BillingProvider, CheckoutRequest } from './billing-provider.ts';
import { presentPlan, type PlansService } from './plans.service.ts';
import type { SandboxCheckoutsRepo } from './sandbox-checkouts.repo.ts';
import type { SubscriptionService } from './subscription.service.ts';
import type { SubscriptionsRepo } from './subscriptions.repo.ts';
import { addMonths } from './usage-period.ts';

const CHECKOUT_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export class SandboxBilling implements BillingProvider {
  readonly id = 'sandbox' as const;
  private readonly deps: {
    checkouts: SandboxCheckoutsRepo;
    plans: PlansService;
    subscriptions: SubscriptionService;
    subscriptionsRepo: SubscriptionsRepo;
    now: () => Date;
  };
  constructor(deps: SandboxBilling['deps']) {
    this.deps = deps;
  }

  async checkoutUrl(request: CheckoutRequest): Promise<string> {
    const row = await this.deps.checkouts.open({
      userId: request.user.id,
      planId: request.plan.id,
      interval: request.interval,
      price: request.price,
      trialDays: request.plan.trial_days,
      idempotencyKey: request.idempotencyKey,
      expiresAt: new Date(this.deps.now().getTime() + CHECKOUT_TTL_MS),
    });
    return `/billing/checkout/${row.id}`;
  }

  portalUrl(): Promise<string | null> {
    return Promise.resolve(null); // plan changes and cancellation happen on /pricing in the sandbox
  }

  async view(userId: string, id: string): Promise<SandboxCheckout> {
    const row = await this.deps.checkouts.findForUser(id, userId);
    if (!row) throw notFound('The checkout');
    const plan = await this.deps.plans.find(row.plan_id);
    if (!plan) throw notFound('The plan');
    return {
      id: row.id,
      plan: presentPlan(plan, null),
      interval: row.interval,
      price: row.price,
      trialDays: row.trial_days,
      status: this.isExpired(row) ? 'expired' : row.status,
      expiresAt: row.expires_at.toISOString(),
    };
  }

  /** Completes (the subscription starts) or cancels a checkout; a second completion changes nothing. */
  async finish(userId: string, id: string, action: 'complete' | 'cancel') {
    const row = await this.deps.checkouts.findForUser(id, userId);
    if (!row) throw notFound('The checkout');
    const plan = await this.deps.plans.find(row.plan_id);
    if (!plan) throw notFound('The plan');
    if (row.status === 'open' && this.isExpired(row)) {
      throw new AppError('CONFLICT', 'This checkout expired. Start again from the pricing page.', {
        details: { reason: 'checkoutExpired' },
      });
    }
    await this.deps.subscriptionsRepo.transaction(async (trx) => {
      await this.deps.subscriptionsRepo.lockUser(trx, userId);
      const closed = await this.deps.checkouts.close(
        trx,
        id,
        action === 'complete' ? 'completed' : 'canceled',
      );
      if (!closed || action === 'cancel') return;
      const now = this.deps.now();
      await this.deps.subscriptions.replace(trx, userId, plan, {
        source: 'sandbox',
        status: row.trial_days > 0 ? 'trialing' : 'active',
        interval: row.interval,
        price: row.price,
        currentPeriodEnd: addMonths(now, row.interval === 'year' ? 12 : 1),
        trialEndsAt: row.trial_days > 0 ? new Date(now.getTime() + row.trial_days * DAY_MS) : null,
      });
    });
    return this.deps.subscriptions.current(userId);
  }

  private isExpired(row: SandboxCheckoutRow) {
    return row.status === 'open' && row.expires_at <= this.deps.now();
  }
}
