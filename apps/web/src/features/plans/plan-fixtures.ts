// Plans as the server seeds them, for the plans feature's tests.
import type { Plan, QuotaStatus } from '@vidcraft/contracts';

const limits = (n: number): Plan['limits'] => ({
  optimization: n,
  thumbnailGeneration: n,
  thumbnailUpload: n,
  translationLanguage: n,
  captionTrack: n,
  uploadMinutes: n,
  channels: 1,
});

export function planOf(patch: Partial<Plan> & Pick<Plan, 'id' | 'slug' | 'kind'>): Plan {
  return {
    name: { en: patch.slug[0]?.toUpperCase() + patch.slug.slice(1) },
    description: { en: `The ${patch.slug} plan` },
    prices: { month: null, year: null },
    trialDays: 0,
    limits: limits(5),
    features: [],
    visibility: 'public',
    examplePrices: false,
    sortOrder: 0,
    subscribers: null,
    ...patch,
  };
}

export const TRIAL = planOf({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'trial',
  kind: 'trial',
  trialDays: 14,
  sortOrder: 0,
});
export const FREE = planOf({
  id: '00000000-0000-4000-8000-000000000002',
  slug: 'free',
  kind: 'free',
  sortOrder: 1,
  limits: { ...limits(3), translationLanguage: 0 },
});
export const PRO = planOf({
  id: '00000000-0000-4000-8000-000000000003',
  slug: 'pro',
  kind: 'paid',
  sortOrder: 2,
  trialDays: 14,
  examplePrices: true,
  prices: { month: { amountMinor: 1900, currency: 'USD' }, year: { amountMinor: 19000, currency: 'USD' } },
  limits: limits(100),
  features: ['llmSuggestions'],
});
export const ULTIMATE = planOf({
  id: '00000000-0000-4000-8000-000000000004',
  slug: 'ultimate',
  kind: 'paid',
  sortOrder: 3,
  examplePrices: true,
  prices: { month: { amountMinor: 4900, currency: 'USD' }, year: { amountMinor: 49000, currency: 'USD' } },
  limits: limits(1000),
  features: ['llmSuggestions', 'imageBackgrounds', 'providerTranslation'],
});
export const PLANS = [TRIAL, FREE, PRO, ULTIMATE];

export function quotaOf(plan: Plan, provider: QuotaStatus['billing']['provider']): QuotaStatus {
  const usage = Object.fromEntries(
    Object.entries(plan.limits).map(([action, limit]) => [
      action,
      { used: 2, limit, remaining: Math.max(0, limit - 2) },
    ]),
  ) as QuotaStatus['usage'];
  return {
    plan,
    subscription: {
      id: 'sub-1',
      planId: plan.id,
      status: plan.kind === 'trial' ? 'trialing' : 'active',
      source: 'trial',
      interval: null,
      price: null,
      startedAt: '2026-11-20T00:00:00.000Z',
      currentPeriodEnd: '2026-12-20T00:00:00.000Z',
      trialEndsAt: plan.kind === 'trial' ? '2026-12-04T00:00:00.000Z' : null,
      cancelAtPeriodEnd: false,
    },
    period: { start: '2026-11-20T00:00:00.000Z', end: '2026-12-20T00:00:00.000Z' },
    usage,
    billing: { provider, canManage: false },
  };
}
