// What the plan routes answer: the user's subscription and quota status, and the start of a plan change
// through the configured billing provider.
import { CREDIT_ACTIONS, type QuotaStatus } from '@vidcraft/contracts';
import type { UsageKind } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';
import type { BillingProvider } from './billing-provider.ts';
import { presentPlan, type PlansService } from './plans.service.ts';
import type { SubscriptionService } from './subscription.service.ts';

/** The actions counted per period (channels are a standing limit): the contracts' one list. */
const METERED_KINDS: readonly UsageKind[] = CREDIT_ACTIONS;

export class BillingService {
  private readonly deps: {
    provider: BillingProvider;
    plans: PlansService;
    subscriptions: SubscriptionService;
    usage: UsageService;
    users: UsersRepo;
    connections: ConnectionsRepo;
    publicUrl: string;
  };
  constructor(deps: BillingService['deps']) {
    this.deps = deps;
  }

  get providerId() {
    return this.deps.provider.id;
  }

  async subscriptionOf(userId: string) {
    const current = await this.deps.subscriptions.current(userId);
    return { subscription: current.subscription, plan: presentPlan(current.plan, null) };
  }

  async quotaStatus(userId: string): Promise<QuotaStatus> {
    const current = await this.deps.subscriptions.current(userId);
    const terms = await this.deps.usage.terms(userId);
    const allowances = await Promise.all(
      METERED_KINDS.map(async (kind) => [
        kind,
        await this.deps.usage.allowance(userId, kind, undefined, terms),
      ]),
    );
    const channels = (await this.deps.connections.listForUser(userId)).length;
    const limits = current.plan.limits;
    const allowance = (used: number, limit: number) => ({
      used,
      limit,
      remaining: Math.max(0, limit - used),
    });
    return {
      plan: presentPlan(current.plan, null),
      subscription: current.subscription,
      period: { start: current.period.start.toISOString(), end: current.period.end.toISOString() },
      usage: {
        ...(Object.fromEntries(allowances) as Record<UsageKind, ReturnType<typeof allowance>>),
        channels: allowance(channels, limits.channels),
      },
      billing: {
        provider: this.deps.provider.id,
        canManage: this.deps.provider.id === 'stripe' && current.row?.provider_customer_id != null,
      },
    };
  }

  /** Where the browser goes to pay for a paid plan. */
  async startSubscription(
    userId: string,
    body: { planId: string; interval: 'month' | 'year'; idempotencyKey: string },
  ): Promise<{ checkoutUrl: string | null }> {
    const plan = await this.deps.plans.find(body.planId);
    if (!plan || plan.visibility === 'archived' || plan.kind !== 'paid') throw notFound('The plan');
    const price = plan.prices[body.interval];
    if (!price) {
      throw new AppError('VALIDATION', `This plan is not sold by the ${body.interval}.`, {
        details: { reason: 'noPrice' },
      });
    }
    const current = await this.deps.subscriptions.current(userId);
    if (current.plan.id === plan.id && current.row && current.row.interval === body.interval) {
      throw new AppError('CONFLICT', 'You are on this plan already.', { details: { reason: 'samePlan' } });
    }
    // A second checkout would start a second Stripe subscription, and Stripe would bill both: a plan paid
    // through Stripe changes (or renews after a cancellation) in its billing portal.
    if (this.deps.provider.id === 'stripe' && current.row?.source === 'stripe') {
      throw new AppError(
        'CONFLICT',
        'Your plan is paid through Stripe: change or renew it in the billing portal (Manage subscription).',
        { details: { reason: 'manageInPortal' } },
      );
    }
    const user = await this.deps.users.find(userId);
    if (!user) throw notFound('The user');
    const checkoutUrl = await this.deps.provider.checkoutUrl({
      user: { id: user.id, email: user.email },
      plan,
      interval: body.interval,
      price,
      idempotencyKey: body.idempotencyKey,
      returnUrl: `${this.deps.publicUrl}/pricing`,
    });
    return { checkoutUrl };
  }

  async portal(userId: string): Promise<{ url: string }> {
    const current = await this.deps.subscriptions.current(userId);
    const url = await this.deps.provider.portalUrl({
      userId,
      customerId: current.row?.provider_customer_id ?? null,
      returnUrl: `${this.deps.publicUrl}/pricing`,
    });
    if (!url) {
      throw new AppError('CONFLICT', 'There is no payment account to manage for this subscription.', {
        details: { reason: 'nothingToManage' },
      });
    }
    return { url };
  }

  /** A payment provider's webhook; 404 where the configured provider sends none. */
  async webhook(payload: Buffer, signature: string | undefined): Promise<void> {
    if (!this.deps.provider.webhook) throw notFound('The webhook');
    await this.deps.provider.webhook(payload, signature);
  }
}
