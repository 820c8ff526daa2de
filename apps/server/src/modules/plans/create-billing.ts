// The plan and billing services from config: the billing provider BILLING_PROVIDER names.
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { UsersRepo } from '../auth/users.repo.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { UsageService } from '../usage/usage.service.ts';
import { BillingService } from './billing.service.ts';
import type { BillingProvider } from './billing-provider.ts';
import { BillingCustomersRepo } from './billing-customers.repo.ts';
import { NoBilling } from './no-billing.ts';
import { PlansRepo } from './plans.repo.ts';
import type { PlansService } from './plans.service.ts';
import { SandboxBilling } from './sandbox-billing.ts';
import { SandboxCheckoutsRepo } from './sandbox-checkouts.repo.ts';
import { StripeBilling, stripeClient } from './stripe-billing.ts';
import type { SubscriptionService } from './subscription.service.ts';
import { SubscriptionsRepo } from './subscriptions.repo.ts';

export function createBilling(deps: {
  config: Pick<Config, 'billing' | 'publicUrl'>;
  db: Kysely<Database>;
  plans: PlansService;
  subscriptions: SubscriptionService;
  usage: UsageService;
  users: UsersRepo;
  connections: ConnectionsRepo;
  now: () => Date;
}) {
  const sandboxBilling =
    deps.config.billing.provider === 'sandbox'
      ? new SandboxBilling({
          checkouts: new SandboxCheckoutsRepo(deps.db),
          plans: deps.plans,
          subscriptions: deps.subscriptions,
          subscriptionsRepo: new SubscriptionsRepo(deps.db),
          now: deps.now,
        })
      : null;
  const stripe = deps.config.billing.provider === 'stripe' ? deps.config.billing.stripe : null;
  const stripeBilling = stripe
    ? new StripeBilling({
        stripe: stripeClient(stripe),
        webhookSecret: stripe.webhookSecret,
        customers: new BillingCustomersRepo(deps.db),
        plans: deps.plans,
        plansRepo: new PlansRepo(deps.db),
        subscriptions: deps.subscriptions,
        subscriptionsRepo: new SubscriptionsRepo(deps.db),
        now: deps.now,
      })
    : null;
  const provider: BillingProvider = sandboxBilling ?? stripeBilling ?? new NoBilling();
  return {
    sandboxBilling,
    billing: new BillingService({
      provider,
      plans: deps.plans,
      subscriptions: deps.subscriptions,
      usage: deps.usage,
      users: deps.users,
      connections: deps.connections,
      publicUrl: deps.config.publicUrl,
    }),
  };
}
