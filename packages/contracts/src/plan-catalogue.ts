// The plans a new deployment starts with: a Trial every new user gets (no card), the Free tier that applies when
// no plan is active, and two paid plans, Pro and Ultimate, whose prices are examples until an admin sets this
// deployment's own. One list for both sides: the server seeds its database with it, and the web's build
// prerenders /pricing from it (the page then shows the deployment's live plans).
import { CATALOGUE_TEXTS } from './plan-catalogue-texts.ts';
import type { LocalizedText, Plan, PlanFeature, PlanLimits, Price } from './plans.ts';

/** A plan as the catalogue defines it: everything but the database id and the admins' subscriber count. */
export type CataloguePlan = Omit<Plan, 'id' | 'subscribers'>;

/** The trial's monthly limits unless the operator configures others (the server's *_PER_MONTH settings). */
export const DEFAULT_TRIAL_LIMITS: PlanLimits = {
  optimization: 100,
  thumbnailGeneration: 30,
  thumbnailUpload: 100,
  translationLanguage: 300,
  captionTrack: 60,
  uploadMinutes: 60,
  channels: 2,
};

const EVERY_ENGINE: PlanFeature[] = ['llmSuggestions', 'imageBackgrounds', 'providerTranslation'];
const usd = (dollars: number): Price => ({ amountMinor: dollars * 100, currency: 'USD' });
const free = { month: null, year: null };
const named = (slug: string, en: string): LocalizedText => ({ ...CATALOGUE_TEXTS[slug]?.name, en });
const described = (slug: string, en: string): LocalizedText => ({
  ...CATALOGUE_TEXTS[slug]?.description,
  en,
});

export function planCatalogue(trialLimits: PlanLimits = DEFAULT_TRIAL_LIMITS): CataloguePlan[] {
  // Paid plans scale the trial's limits, so an operator who raises the trial raises them too.
  const scaled = (factor: number): PlanLimits =>
    Object.fromEntries(
      Object.entries(trialLimits).map(([k, v]) => [k, Math.max(v, Math.round(v * factor))]),
    ) as PlanLimits;
  const paid = (
    slug: string,
    name: string,
    description: string,
    dollarsPerMonth: number,
    factor: number,
    sortOrder: number,
  ): CataloguePlan => ({
    slug,
    kind: 'paid',
    name: named(slug, name),
    description: described(slug, description),
    prices: { month: usd(dollarsPerMonth), year: usd(dollarsPerMonth * 10) },
    trialDays: 0,
    limits: scaled(factor),
    features: EVERY_ENGINE,
    visibility: 'public',
    examplePrices: true,
    sortOrder,
  });
  return [
    {
      slug: 'trial',
      kind: 'trial',
      name: named('trial', 'Trial'),
      description: described('trial', 'Every tool for 14 days, no card needed.'),
      prices: free,
      trialDays: 14,
      limits: trialLimits,
      features: EVERY_ENGINE,
      visibility: 'public',
      examplePrices: false,
      sortOrder: 0,
    },
    {
      slug: 'free',
      kind: 'free',
      name: named('free', 'Free'),
      description: described('free', 'Keep your data and history, with a few optimizations a month.'),
      prices: free,
      trialDays: 0,
      limits: {
        optimization: 5,
        thumbnailGeneration: 0,
        thumbnailUpload: 3,
        translationLanguage: 10,
        captionTrack: 0,
        uploadMinutes: 0,
        channels: 1,
      },
      features: [],
      visibility: 'public',
      examplePrices: false,
      sortOrder: 10,
    },
    paid('pro', 'Pro', 'For creators publishing every week: more of every tool, every engine.', 19, 4, 20),
    paid('ultimate', 'Ultimate', 'For teams and several channels: the highest limits.', 49, 15, 30),
  ];
}
