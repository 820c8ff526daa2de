// What a plan card lists: its name, description, price for the interval, the limit of every metered action (in
// the catalogue's order) and its features.
import {
  METERED_ACTIONS,
  type BillingInterval,
  type MeteredAction,
  type Plan,
  type PlanFeature,
  type Price,
} from '@vidcraft/contracts';
import { localizedText } from './pricing.ts';

export interface PlanCardContent {
  name: string;
  description: string;
  /** Null: the plan costs nothing ("Free"); undefined price for a paid plan not offered for the interval. */
  price: Price | null;
  offered: boolean;
  limits: { action: MeteredAction; limit: number }[];
  features: PlanFeature[];
  trialDays: number;
}

export function planCardContent(plan: Plan, interval: BillingInterval, language: string): PlanCardContent {
  const price = plan.kind === 'paid' ? plan.prices[interval] : null;
  return {
    name: localizedText(plan.name, language),
    description: localizedText(plan.description, language),
    price,
    offered: plan.kind !== 'paid' || price !== null,
    limits: METERED_ACTIONS.map((action) => ({ action, limit: plan.limits[action] })),
    features: [...plan.features],
    trialDays: plan.trialDays,
  };
}
