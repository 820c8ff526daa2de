// Turns a video's days into the observations both the judge and the sample-size estimate fit: the log of the
// metric, a weight, and the regressors that take out the video's own drift (a log-linear trend: the natural
// decline of views after launch) and the day of the week (multiplicative, so additive on the log scale).
export type ExperimentMetric = 'ctr' | 'views';

export interface MetricDay {
  day: string;
  views: number | null;
  impressions: number | null;
  /** Impressions click-through rate, a fraction 0..1. */
  ctr: number | null;
}

export interface Observation {
  day: string;
  /** Days since the Unix epoch. */
  dayNumber: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  y: number;
  weight: number;
}

/** Weekday terms need each weekday seen a few times; below this many days they are left out. */
export const WEEKDAY_TERMS_FROM_DAYS = 21;

export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}

export function hasReach(day: MetricDay): boolean {
  return day.impressions !== null && day.impressions > 0 && day.ctr !== null;
}

/**
 * The observation of one day, or null when the day has no figure for the metric. Views: log(views + 1) (a day
 * with no views stays usable), equal weights. CTR: log of the smoothed click share, weighted by the inverse of
 * its sampling variance (≈ 1/clicks − 1/impressions), so a day with more impressions counts for more.
 */
export function observe(day: MetricDay, metric: ExperimentMetric): Observation | null {
  const n = dayNumber(day.day);
  const base = { day: day.day, dayNumber: n, weekday: (((n + 4) % 7) + 7) % 7 };
  if (metric === 'views') {
    if (day.views === null || day.views < 0) return null;
    return { ...base, y: Math.log(day.views + 1), weight: 1 };
  }
  if (!hasReach(day)) return null;
  const impressions = day.impressions! + 0.5;
  const clicks = Math.max(0, day.ctr!) * day.impressions! + 0.5;
  const variance = Math.max(1e-9, 1 / clicks - 1 / impressions);
  return { ...base, y: Math.log(clicks / impressions), weight: 1 / variance };
}

/** Intercept, trend (per week, centred) and, with enough days, six weekday indicators (Sunday is the base). */
export function baseRegressors(observations: readonly Observation[]): (o: Observation) => number[] {
  const mean = observations.reduce((s, o) => s + o.dayNumber, 0) / Math.max(1, observations.length);
  const weekdays = observations.length >= WEEKDAY_TERMS_FROM_DAYS;
  return (o) => {
    const row = [1, (o.dayNumber - mean) / 7];
    if (weekdays) for (let w = 1; w <= 6; w++) row.push(o.weekday === w ? 1 : 0);
    return row;
  };
}
