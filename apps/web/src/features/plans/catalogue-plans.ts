// The catalogue every deployment starts with: what the prerendered /pricing shows (so crawlers and the first
// paint have plans and prices), until the deployment's live plans replace it. No query library here: /pricing
// hydrates with it before its live part has loaded.
import type { Plan } from '@vidcraft/contracts';
import { planCatalogue } from '@vidcraft/contracts/plan-catalogue';

export const CATALOGUE_PLANS: Plan[] = planCatalogue().map((plan) => ({
  ...plan,
  id: `catalogue-${plan.slug}`,
  subscribers: null,
}));
