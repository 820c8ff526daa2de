// How a deployment takes payment, chosen by BILLING_PROVIDER: none (plans come from the trial or an admin),
// sandbox (a labelled local checkout, with the Google sandbox only) or stripe. The provider says where the
// browser goes to pay or to manage a subscription; what a payment changes arrives through the provider's own
// path (the sandbox checkout's completion, Stripe's webhooks) and goes through SubscriptionService.
import type { BillingInterval, Price } from '@vidcraft/contracts';
import type { PlanRow } from '../../db/schema.ts';

export interface CheckoutRequest {
  user: { id: string; email: string };
  plan: PlanRow;
  interval: BillingInterval;
  price: Price;
  idempotencyKey: string;
  /** Where the provider sends the browser back to (the pricing page). */
  returnUrl: string;
}

export interface BillingProvider {
  readonly id: 'none' | 'sandbox' | 'stripe';
  /** Where the browser goes to pay for the plan. */
  checkoutUrl(request: CheckoutRequest): Promise<string>;
  /** Where the user manages card, cancellation and plan change; null when there is nothing to manage there. */
  portalUrl(input: { userId: string; customerId: string | null; returnUrl: string }): Promise<string | null>;
  /** Processes one signed webhook delivery (raw body and signature header); only providers that send them. */
  webhook?(payload: Buffer, signature: string | undefined): Promise<void>;
}
