// How many days an experiment needs (pure), from the video's recent days: the same trend-and-weekday model as
// the judge is fitted to them, and the spread of what it cannot explain is the day-to-day noise σ (log scale,
// widened for autocorrelation). Comparing two variants with n days each, an effect δ = log(1 + minimum effect)
// is found with 80 % power at the judge's confidence when n ≥ 2 (z₁₋α/2k + z₀.₈)² σ² / δ²; the whole rotation
// needs k·n days. Past the 28-day maximum the answer says so plainly instead of promising a result.
import { autocorrelationInflation, leastSquares, normalQuantile } from './least-squares.ts';
import { baseRegressors, hasReach, observe, type ExperimentMetric, type MetricDay } from './metric-series.ts';

export const MAX_EXPERIMENT_DAYS = 28;
/** Fewer recent days with figures than this: no estimate (the noise cannot be measured). */
export const MIN_HISTORY_DAYS = 7;
const POWER = 0.8;

export interface SampleSizeEstimate {
  metric: ExperimentMetric;
  /** Days of history the estimate is based on. */
  historyDays: number;
  /** Average daily views, and impressions when reported, over those days. */
  dailyViews: number | null;
  dailyImpressions: number | null;
  /** Day-to-day variation left after trend and weekday (≈ relative spread of one day). */
  dailyVariation: number | null;
  /** Days the whole rotation needs to find the minimum effect; null when there is too little history. */
  daysNeeded: number | null;
  /** The smallest difference the chosen number of days can find (0.2 = 20 %), null without history. */
  detectableInChosenDays: number | null;
  /** 'enough': the chosen days suffice; 'longer': more days needed but within 28; 'tooLow': not within 28 days;
   * 'noHistory': too few days with figures to say. */
  status: 'enough' | 'longer' | 'tooLow' | 'noHistory';
}

export interface SampleSizeInput {
  history: readonly MetricDay[];
  variants: number;
  chosenDays: number;
  minimumEffect: number;
  confidence?: number;
}

export function estimateSampleSize(input: SampleSizeInput): SampleSizeEstimate {
  const withReach = input.history.filter(hasReach);
  const metric: ExperimentMetric =
    withReach.length >= MIN_HISTORY_DAYS && withReach.length >= 0.8 * input.history.length ? 'ctr' : 'views';
  const observations = input.history.flatMap((d) => observe(d, metric) ?? []);
  const viewDays = input.history.filter((d) => d.views !== null);
  const mean = (values: number[]) =>
    values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
  const common = {
    metric,
    historyDays: observations.length,
    dailyViews: mean(viewDays.map((d) => d.views!)),
    dailyImpressions: mean(withReach.map((d) => d.impressions!)),
  };
  const empty = {
    ...common,
    dailyVariation: null,
    daysNeeded: null,
    detectableInChosenDays: null,
  };
  if (observations.length < MIN_HISTORY_DAYS) return { ...empty, status: 'noHistory' };
  if (metric === 'views' && (common.dailyViews ?? 0) < 1) {
    // Hardly a view a day: no rotation of 28 days can tell variants apart.
    return { ...empty, status: 'tooLow' };
  }
  const regressors = baseRegressors(observations);
  const fit = leastSquares(
    observations.map(regressors),
    observations.map((o) => o.y),
    observations.map((o) => o.weight),
  );
  if (fit.degreesOfFreedom < 2) return { ...empty, status: 'noHistory' };
  // σ of one day: for CTR the weighted residual scale times the typical day's sampling spread.
  const meanWeight = observations.reduce((s, o) => s + o.weight, 0) / observations.length;
  const sigma = (fit.residualSd / Math.sqrt(meanWeight)) * autocorrelationInflation(fit.residuals);
  const confidence = input.confidence ?? 0.95;
  const comparisons = Math.max(1, input.variants - 1);
  const zSum = normalQuantile(1 - (1 - confidence) / (2 * comparisons)) + normalQuantile(POWER);
  const delta = Math.log1p(input.minimumEffect);
  const perVariant = Math.max(3, Math.ceil((2 * zSum ** 2 * sigma ** 2) / delta ** 2));
  const daysNeeded = perVariant * input.variants;
  const chosenPerVariant = Math.max(1, Math.floor(input.chosenDays / input.variants));
  const detectable = Math.expm1(zSum * sigma * Math.sqrt(2 / chosenPerVariant));
  return {
    ...common,
    dailyVariation: Math.expm1(sigma),
    daysNeeded,
    detectableInChosenDays: detectable,
    status:
      daysNeeded <= input.chosenDays ? 'enough' : daysNeeded <= MAX_EXPERIMENT_DAYS ? 'longer' : 'tooLow',
  };
}
