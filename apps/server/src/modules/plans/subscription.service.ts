// Which plan applies to a user, and since when. A new user starts on the trial (no card); when it ends with no
// paid plan, or a paid plan ends, the free plan applies — anchored to when the last one ended — and nothing
// is deleted. A paid plan comes from an admin, the sandbox checkout or the payment provider, and replaces the
// live one in one transaction. Reads never write: an expired trial is read as ended, not updated.
import type { BillingInterval, Price, Subscription, SubscriptionStatus } from '@vidcraft/contracts';
import type { Kysely } from 'kysely';
import type { Database, PlanRow, SubscriptionRow, SubscriptionSource } from '../../db/schema.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { PlansService } from './plans.service.ts';
import type { SubscriptionsRepo } from './subscriptions.repo.ts';
import { periodAt } from './usage-period.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CurrentPlan {
  plan: PlanRow;
  /** The live subscription row; null when the free plan applies. */
  row: SubscriptionRow | null;
  subscription: Subscription;
  period: { start: Date; end: Date };
}

/** Whether a subscription still gives its plan at `now`. */
export function isLive(row: SubscriptionRow, now: Date): boolean {
  if (row.status === 'ended') return false;
  if (row.status === 'trialing' && row.source === 'trial')
    return !row.trial_ends_at || row.trial_ends_at > now;
  if (row.status === 'canceled') return !row.current_period_end || row.current_period_end > now;
  return true;
}

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    planId: row.plan_id,
    status: row.status,
    source: row.source,
    interval: row.interval,
    price: row.price,
    startedAt: row.started_at.toISOString(),
    currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
    trialEndsAt: row.trial_ends_at?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancel_at_period_end,
  };
}

/** The subscription a user without a live row is read as having (nothing is written). */
function virtualSubscription(
  plan: PlanRow,
  status: 'trialing' | 'active',
  source: 'trial' | 'free',
  startedAt: Date,
  trialEndsAt: Date | null,
): Subscription {
  return {
    id: null,
    planId: plan.id,
    status,
    source,
    interval: null,
    price: null,
    startedAt: startedAt.toISOString(),
    currentPeriodEnd: null,
    trialEndsAt: trialEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: false,
  };
}

export class SubscriptionService {
  private readonly deps: {
    subscriptions: SubscriptionsRepo;
    plans: PlansService;
    users: UsersRepo;
    now: () => Date;
  };
  constructor(deps: SubscriptionService['deps']) {
    this.deps = deps;
  }

  async current(userId: string): Promise<CurrentPlan> {
    const now = this.deps.now();
    const row = await this.deps.subscriptions.latest(userId);
    if (row && isLive(row, now)) {
      const plan = await this.deps.plans.find(row.plan_id);
      if (plan) {
        return { plan, row, subscription: presentSubscription(row), period: periodAt(row.started_at, now) };
      }
    }
    if (!row) {
      // Never subscribed (signed up before plans existed, or made outside sign-in): the trial runs from sign-up.
      const [user, trial] = await Promise.all([
        this.deps.users.find(userId),
        this.deps.plans.ofKind('trial'),
      ]);
      const signedUp = user?.created_at ?? now;
      const trialEnd = new Date(signedUp.getTime() + trial.trial_days * DAY_MS);
      if (trialEnd > now) {
        return {
          plan: trial,
          row: null,
          subscription: virtualSubscription(trial, 'trialing', 'trial', signedUp, trialEnd),
          period: periodAt(signedUp, now),
        };
      }
      return this.free(trialEnd, now);
    }
    const ended =
      row.ended_at ??
      (row.status === 'trialing' ? row.trial_ends_at : row.current_period_end) ??
      row.started_at;
    return this.free(ended, now);
  }

  /** The free plan, its periods counted from when the last plan ended. */
  private async free(anchor: Date, now: Date): Promise<CurrentPlan> {
    const free = await this.deps.plans.ofKind('free');
    return {
      plan: free,
      row: null,
      subscription: virtualSubscription(free, 'active', 'free', anchor, null),
      period: periodAt(anchor, now),
    };
  }

  /** Starts the trial for a user who never had a subscription (called at sign-up; safe to repeat). */
  async startTrial(userId: string): Promise<void> {
    const trial = await this.deps.plans.ofKind('trial');
    await this.deps.subscriptions.transaction(async (trx) => {
      await this.deps.subscriptions.lockUser(trx, userId);
      if (await this.deps.subscriptions.latest(userId, trx)) return;
      const now = this.deps.now();
      await this.deps.subscriptions.insert(trx, {
        user_id: userId,
        plan_id: trial.id,
        status: 'trialing',
        source: 'trial',
        started_at: now,
        trial_ends_at: new Date(now.getTime() + trial.trial_days * DAY_MS),
      });
    });
  }

  /**
   * Puts the user on `plan` from now, ending what was live, in the caller's transaction (with its audit entry
   * or its checkout's completion).
   */
  async replace(
    trx: Kysely<Database>,
    userId: string,
    plan: PlanRow,
    terms: {
      source: SubscriptionSource;
      status: 'trialing' | 'active';
      interval: BillingInterval | null;
      price: Price | null;
      currentPeriodEnd: Date | null;
      trialEndsAt?: Date | null;
      provider?: { customerId: string; subscriptionId: string; updatedAt: Date };
    },
  ): Promise<SubscriptionRow> {
    await this.deps.subscriptions.endLive(trx, userId);
    return this.deps.subscriptions.insert(trx, {
      user_id: userId,
      plan_id: plan.id,
      status: terms.status,
      source: terms.source,
      interval: terms.interval,
      price: terms.price ? JSON.stringify(terms.price) : null,
      started_at: this.deps.now(),
      current_period_end: terms.currentPeriodEnd,
      trial_ends_at: terms.trialEndsAt ?? null,
      provider_customer_id: terms.provider?.customerId ?? null,
      provider_subscription_id: terms.provider?.subscriptionId ?? null,
      provider_updated_at: terms.provider?.updatedAt ?? null,
    });
  }

  /**
   * Applies the payment provider's current state of one subscription, in the caller's transaction: updates
   * the row that has its id, or (when new and not ended) replaces the user's live subscription with it. A
   * state read before the one already stored is stale and changes nothing.
   */
  async applyProviderState(
    trx: Kysely<Database>,
    state: {
      userId: string;
      plan: PlanRow;
      source: SubscriptionSource;
      status: SubscriptionStatus;
      interval: BillingInterval | null;
      price: Price | null;
      currentPeriodEnd: Date | null;
      trialEndsAt: Date | null;
      cancelAtPeriodEnd: boolean;
      endedAt: Date | null;
      provider: { customerId: string; subscriptionId: string; readAt: Date };
    },
  ): Promise<SubscriptionRow | null> {
    const fields = {
      plan_id: state.plan.id,
      status: state.status,
      interval: state.interval,
      price: state.price ? JSON.stringify(state.price) : null,
      current_period_end: state.currentPeriodEnd,
      trial_ends_at: state.trialEndsAt,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      ended_at: state.status === 'ended' ? (state.endedAt ?? this.deps.now()) : null,
      provider_customer_id: state.provider.customerId,
      provider_updated_at: state.provider.readAt,
    };
    const row = await this.deps.subscriptions.byProviderId(state.provider.subscriptionId, trx);
    if (row) {
      if (row.provider_updated_at && row.provider_updated_at > state.provider.readAt) return row;
      return this.deps.subscriptions.update(trx, row.id, fields);
    }
    if (state.status === 'ended') return null; // ended before we ever saw it: nothing to start
    await this.deps.subscriptions.endLive(trx, state.userId);
    return this.deps.subscriptions.insert(trx, {
      ...fields,
      user_id: state.userId,
      source: state.source,
      started_at: this.deps.now(),
      provider_subscription_id: state.provider.subscriptionId,
    });
  }
}
