// No payments on this deployment: plans come from the trial or from an admin, and the refusal says so.
import { AppError } from '../../http/app-error.ts';
import type { BillingProvider } from './billing-provider.ts';

export const NO_BILLING_MESSAGE =
  'This deployment takes no payments. Ask its administrator to put you on a plan.';

export class NoBilling implements BillingProvider {
  readonly id = 'none' as const;

  checkoutUrl(): Promise<string> {
    return Promise.reject(new AppError('CONFLICT', NO_BILLING_MESSAGE, { details: { reason: 'noBilling' } }));
  }

  portalUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }
}
