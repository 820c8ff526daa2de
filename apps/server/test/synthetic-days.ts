// Synthetic daily series for the judge's tests: a seeded PRNG (mulberry32), Poisson counts, log-normal day noise.
import type { JudgeDay, VariantLabel } from '../src/modules/experiments/experiment-judge.ts';

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function poisson(random: () => number, lambda: number): number {
  if (lambda > 60) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * gaussian(random)));
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random();
  while (p > limit) {
    k += 1;
    p *= random();
  }
  return k;
}

export interface SeriesSpec {
  seed: number;
  beforeDays: number;
  /** The variant of each experiment day. */
  schedule: readonly VariantLabel[];
  /** Expected views on the first day. */
  baseViews: number;
  /** Multiplicative change per day (0.97 = −3 % a day); or a function of the day index. */
  decay?: number | ((dayIndex: number) => number);
  /** Multiplier per weekday, Sunday first. */
  weekday?: readonly number[];
  /** Relative lift of each variant's views (and clicks), e.g. { B: 0.25 }. */
  lift?: Partial<Record<VariantLabel, number>>;
  /** Log-normal day-to-day noise (σ on the log scale). */
  noise?: number;
  /** Impressions per view; with it the days carry impressions and CTR. */
  impressionsPerView?: number;
  /** First day (a Monday by default). */
  start?: string;
}

export function syntheticDays(spec: SeriesSpec): JudgeDay[] {
  const random = mulberry32(spec.seed);
  const start = Date.parse(`${spec.start ?? '2026-09-07'}T00:00:00Z`);
  const total = spec.beforeDays + spec.schedule.length;
  const days: JudgeDay[] = [];
  for (let i = 0; i < total; i++) {
    const date = new Date(start + i * 86_400_000);
    const before = i < spec.beforeDays;
    const variant: VariantLabel = before ? 'A' : spec.schedule[i - spec.beforeDays]!;
    const drift = typeof spec.decay === 'function' ? spec.decay(i) : Math.pow(spec.decay ?? 1, i);
    const mean =
      spec.baseViews *
      drift *
      (spec.weekday?.[date.getUTCDay()] ?? 1) *
      (1 + (spec.lift?.[variant] ?? 0)) *
      Math.exp((spec.noise ?? 0) * gaussian(random));
    let impressions: number | null = null;
    let ctr: number | null = null;
    let views: number;
    if (spec.impressionsPerView) {
      // Impressions do not depend on the packaging; clicks do.
      const shown =
        spec.baseViews * drift * spec.impressionsPerView * (spec.weekday?.[date.getUTCDay()] ?? 1);
      impressions = poisson(random, shown);
      views = poisson(random, mean);
      ctr = impressions > 0 ? Math.min(1, views / impressions) : null;
    } else {
      views = poisson(random, mean);
    }
    days.push({ day: date.toISOString().slice(0, 10), views, impressions, ctr, variant, before });
  }
  return days;
}

/** Alternating variants over n days: A B A B … (or A B C A B C …). */
export function alternating(n: number, variants: readonly VariantLabel[] = ['A', 'B']): VariantLabel[] {
  return Array.from({ length: n }, (_, i) => variants[i % variants.length]!);
}
