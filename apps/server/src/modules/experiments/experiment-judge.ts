// The experiment judge (pure): which variant did better, corrected for what would have happened anyway.
// One regression over the days before the experiment (variant A was live) and the experiment's days:
//   log(metric) = intercept + trend·time + weekday terms + Σ effect(variant) · [variant live that day]
// so each variant's effect is measured against A after the video's natural decline and the day of the week are
// taken out. The interval is Student t (Bonferroni-split over the comparisons, so two challengers do not double
// the chance of a false winner), widened for day-to-day autocorrelation. The answer is said plainly:
// a winner only when the whole interval is above zero; "no meaningful difference" only when the whole interval
// lies within ± the minimum effect the creator cares about; otherwise "inconclusive".
import { autocorrelationInflation, leastSquares, tQuantile } from './least-squares.ts';
import {
  baseRegressors,
  hasReach,
  observe,
  type ExperimentMetric,
  type MetricDay,
  type Observation,
} from './metric-series.ts';

export const VARIANT_LABELS = ['A', 'B', 'C'] as const;
export type VariantLabel = (typeof VARIANT_LABELS)[number];

export interface JudgeDay extends MetricDay {
  /** The variant live that day ('A' before the experiment); null when two shared the day (left out). */
  variant: VariantLabel | null;
  /** Before the experiment started. */
  before: boolean;
}

export interface JudgeOptions {
  variants: readonly VariantLabel[];
  /** The smallest relative difference worth acting on, e.g. 0.1 for 10 %. */
  minimumEffect: number;
  /** Two-sided confidence of each verdict (default 0.95). */
  confidence?: number;
  /** Experiment days each variant needs before anything is said (default 3). */
  minDaysPerVariant?: number;
}

export type ComparisonVerdict = 'better' | 'worse' | 'same' | 'inconclusive' | 'tooEarly';

export interface Comparison {
  variant: VariantLabel;
  /** Relative difference against A (0.25 = 25 % more), and its interval; null when too early. */
  effect: number | null;
  low: number | null;
  high: number | null;
  verdict: ComparisonVerdict;
}

export type JudgementOutcome = 'tooEarly' | 'winner' | 'aBetter' | 'noDifference' | 'inconclusive';

export interface Judgement {
  outcome: JudgementOutcome;
  /** The winning challenger (outcome 'winner'). */
  winner: VariantLabel | null;
  metric: ExperimentMetric;
  confidence: number;
  minimumEffect: number;
  /** Experiment days with a figure per variant. */
  daysByVariant: Record<string, number>;
  /** Days before the experiment used for the trend and weekday terms. */
  baselineDays: number;
  comparisons: Comparison[];
  /** The video's own drift per week found by the model (−0.1 = 10 % fewer per week). */
  weeklyTrend: number | null;
}

const DEFAULT_CONFIDENCE = 0.95;
const DEFAULT_MIN_DAYS = 3;
/** CTR is the primary metric when YouTube reports impressions for most experiment days. */
const REACH_SHARE_FOR_CTR = 0.8;

export function chooseMetric(days: readonly JudgeDay[]): ExperimentMetric {
  const during = days.filter((d) => !d.before && d.variant !== null);
  if (during.length === 0) return days.some(hasReach) ? 'ctr' : 'views';
  return during.filter(hasReach).length / during.length >= REACH_SHARE_FOR_CTR ? 'ctr' : 'views';
}

export function judgeExperiment(days: readonly JudgeDay[], options: JudgeOptions): Judgement {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const minDays = options.minDaysPerVariant ?? DEFAULT_MIN_DAYS;
  const metric = chooseMetric(days);
  const challengers = options.variants.filter((v) => v !== 'A');
  const rows: { o: Observation; variant: VariantLabel; before: boolean }[] = [];
  for (const day of days) {
    if (day.variant === null) continue;
    const o = observe(day, metric);
    if (o) rows.push({ o, variant: day.variant, before: day.before });
  }
  const daysByVariant = Object.fromEntries(
    options.variants.map((v) => [v, rows.filter((r) => !r.before && r.variant === v).length]),
  );
  const base: Omit<Judgement, 'outcome' | 'winner' | 'comparisons' | 'weeklyTrend'> = {
    metric,
    confidence,
    minimumEffect: options.minimumEffect,
    daysByVariant,
    baselineDays: rows.filter((r) => r.before).length,
  };
  const tooEarly = (): Judgement => ({
    ...base,
    outcome: 'tooEarly',
    winner: null,
    weeklyTrend: null,
    comparisons: challengers.map((variant) => ({
      variant,
      effect: null,
      low: null,
      high: null,
      verdict: 'tooEarly' as const,
    })),
  });
  if (options.variants.some((v) => (daysByVariant[v] ?? 0) < minDays)) return tooEarly();

  const regressors = baseRegressors(rows.map((r) => r.o));
  const design = rows.map((r) => [...regressors(r.o), ...challengers.map((v) => (r.variant === v ? 1 : 0))]);
  const fit = leastSquares(
    design,
    rows.map((r) => r.o.y),
    rows.map((r) => r.o.weight),
  );
  if (fit.degreesOfFreedom < 3) return tooEarly();
  const inflation = autocorrelationInflation(fit.residuals);
  // Bonferroni: each of the k comparisons at (1 − α/k), so the chance of any false winner stays near α.
  const alpha = (1 - confidence) / Math.max(1, challengers.length);
  const t = tQuantile(1 - alpha / 2, fit.degreesOfFreedom);
  const first = design[0]!.length - challengers.length;
  const comparisons = challengers.map((variant, i): Comparison => {
    const beta = fit.coefficients[first + i]!;
    const se = fit.standardErrors[first + i]! * inflation;
    if (!Number.isFinite(se))
      return { variant, effect: null, low: null, high: null, verdict: 'inconclusive' };
    const effect = Math.expm1(beta);
    const low = Math.expm1(beta - t * se);
    const high = Math.expm1(beta + t * se);
    return { variant, effect, low, high, verdict: verdictOf(low, high, options.minimumEffect) };
  });
  return {
    ...base,
    ...overall(comparisons),
    comparisons,
    weeklyTrend: Math.expm1(fit.coefficients[1]!),
  };
}

function verdictOf(low: number, high: number, minimumEffect: number): ComparisonVerdict {
  if (low > 0) return 'better';
  if (high < 0) return 'worse';
  // Within ± the minimum effect on the log scale, so +10 % and its mirror −9.1 % are treated alike.
  const bound = Math.log1p(minimumEffect);
  if (Math.log1p(low) > -bound && Math.log1p(high) < bound) return 'same';
  return 'inconclusive';
}

function overall(comparisons: readonly Comparison[]): Pick<Judgement, 'outcome' | 'winner'> {
  const better = comparisons.filter((c) => c.verdict === 'better');
  if (better.length > 0) {
    const best = better.reduce((a, b) => ((b.effect ?? 0) > (a.effect ?? 0) ? b : a));
    return { outcome: 'winner', winner: best.variant };
  }
  const verdicts = comparisons.map((c) => c.verdict);
  if (verdicts.every((v) => v === 'worse' || v === 'same') && verdicts.includes('worse'))
    return { outcome: 'aBetter', winner: null };
  if (verdicts.every((v) => v === 'same')) return { outcome: 'noDifference', winner: null };
  return { outcome: 'inconclusive', winner: null };
}
