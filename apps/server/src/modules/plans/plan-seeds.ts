// The plans a new deployment starts with: a Trial every new user gets (no card), the Free tier that applies
// when no plan is active, and two paid plans, Pro and Ultimate. Their prices are examples until an admin sets
// this deployment's own (the admin says so); the trial's limits are the operator's usage settings.
import type { PlanLimits } from '@vidcraft/contracts';
import type { Insertable } from 'kysely';
import type { Config } from '../../config.ts';
import type { PlansTable } from '../../db/schema.ts';

const text = (en: string) => JSON.stringify({ en });
const usd = (dollars: number) => ({ amountMinor: dollars * 100, currency: 'USD' });

export function planSeeds(usage: Config['usage']): Insertable<PlansTable>[] {
  const trialLimits: PlanLimits = {
    optimization: usage.optimizationsPerMonth,
    thumbnailGeneration: usage.thumbnailGenerationsPerMonth,
    thumbnailUpload: usage.thumbnailUploadsPerMonth,
    translationLanguage: usage.translationLanguagesPerMonth,
    captionTrack: usage.captionTracksPerMonth,
    uploadMinutes: 60,
    channels: 2,
  };
  const scaled = (factor: number): PlanLimits =>
    Object.fromEntries(
      Object.entries(trialLimits).map(([k, v]) => [k, Math.max(v, Math.round(v * factor))]),
    ) as PlanLimits;
  return [
    {
      slug: 'trial',
      kind: 'trial',
      name: text('Trial'),
      description: text('Every tool for 14 days, no card needed.'),
      prices: JSON.stringify({ month: null, year: null }),
      trial_days: 14,
      limits: JSON.stringify(trialLimits),
      features: JSON.stringify(['llmSuggestions', 'imageBackgrounds', 'providerTranslation']),
      visibility: 'public',
      sort_order: 0,
    },
    {
      slug: 'free',
      kind: 'free',
      name: text('Free'),
      description: text('Keep your data and history, with a few optimizations a month.'),
      prices: JSON.stringify({ month: null, year: null }),
      trial_days: 0,
      limits: JSON.stringify({
        optimization: 5,
        thumbnailGeneration: 0,
        thumbnailUpload: 3,
        translationLanguage: 10,
        captionTrack: 0,
        uploadMinutes: 0,
        channels: 1,
      } satisfies PlanLimits),
      features: JSON.stringify([]),
      visibility: 'public',
      sort_order: 10,
    },
    {
      slug: 'pro',
      kind: 'paid',
      name: text('Pro'),
      description: text('For creators publishing every week: more of every tool, every engine.'),
      prices: JSON.stringify({ month: usd(19), year: usd(190) }),
      trial_days: 0,
      limits: JSON.stringify(scaled(4)),
      features: JSON.stringify(['llmSuggestions', 'imageBackgrounds', 'providerTranslation']),
      visibility: 'public',
      example_prices: true,
      sort_order: 20,
    },
    {
      slug: 'ultimate',
      kind: 'paid',
      name: text('Ultimate'),
      description: text('For teams and several channels: the highest limits.'),
      prices: JSON.stringify({ month: usd(49), year: usd(490) }),
      trial_days: 0,
      limits: JSON.stringify(scaled(15)),
      features: JSON.stringify(['llmSuggestions', 'imageBackgrounds', 'providerTranslation']),
      visibility: 'public',
      example_prices: true,
      sort_order: 30,
    },
  ];
}
