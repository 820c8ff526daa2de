// The database rows of the plan catalogue a new deployment starts with (packages/contracts plan-catalogue.ts);
// the trial's limits are the operator's usage settings.
import { planCatalogue } from '@vidcraft/contracts';
import type { Insertable } from 'kysely';
import type { Config } from '../../config.ts';
import type { PlansTable } from '../../db/schema.ts';

export function planSeeds(usage: Config['usage']): Insertable<PlansTable>[] {
  const catalogue = planCatalogue({
    optimization: usage.optimizationsPerMonth,
    thumbnailGeneration: usage.thumbnailGenerationsPerMonth,
    thumbnailUpload: usage.thumbnailUploadsPerMonth,
    translationLanguage: usage.translationLanguagesPerMonth,
    captionTrack: usage.captionTracksPerMonth,
    uploadMinutes: 60,
    channels: 2,
  });
  return catalogue.map((plan) => ({
    slug: plan.slug,
    kind: plan.kind,
    name: JSON.stringify(plan.name),
    description: JSON.stringify(plan.description),
    prices: JSON.stringify(plan.prices),
    trial_days: plan.trialDays,
    limits: JSON.stringify(plan.limits),
    features: JSON.stringify(plan.features),
    visibility: plan.visibility,
    example_prices: plan.examplePrices,
    sort_order: plan.sortOrder,
  }));
}
