// The verdict on one published change: did the video do better or worse after it than it would have without it?
//
// Method (difference against a baseline, corrected for the video's own trend):
// - Each day's value is taken relative to the channel's other videos on the same day: y = ln((video + 1) /
//   (baseline + 1)) for views (the baseline is their summed views), or ln(video CTR / baseline CTR). Weekly
//   seasonality and channel-wide swings move both sides, so they cancel.
// - Before the change, y is fitted with a straight line over time. The slope is kept only when it is clearly there
//   (|t| ≥ 3): a young video's decline relative to the channel then continues into the after window instead of
//   being blamed on the change; otherwise the level alone is the prediction.
// - The effect is the mean gap between y after the change and that prediction; its uncertainty comes from the
//   scatter before the change (more days, narrower interval). The day of the change itself is mixed and left out.
// Windows of 7, 14 and 28 days on each side are judged when the data covers them; the widest one is the headline.
import jStat from 'jstat';
import { dayOffset } from './analytics-days.ts';

export type VerdictMetric = 'views' | 'ctr';
export type VerdictOutcome = 'too-early' | 'improved' | 'worsened' | 'no-change' | 'unclear' | 'no-data';

export const VERDICT_WINDOWS = [7, 14, 28] as const;

/** A day's figure of the video and of its baseline (the channel's other videos), null where unknown. */
export interface VerdictDay {
  day: string;
  video: number | null;
  baseline: number | null;
}

export interface WindowVerdict {
  days: number;
  outcome: Exclude<VerdictOutcome, 'too-early'>;
  /** Relative effect (0.12 = +12 %) and its 95 % interval; null when there is no data. */
  effect: number | null;
  low: number | null;
  high: number | null;
  /** Mean per day of the video and of the baseline, before and after (for "numbers on demand"). */
  videoBefore: number | null;
  videoAfter: number | null;
  baselineBefore: number | null;
  baselineAfter: number | null;
  /** The video's own trend relative to the channel was carried forward (a young video's decline, say). */
  trendCorrected: boolean;
}

export interface ChangeVerdict {
  metric: VerdictMetric;
  outcome: VerdictOutcome;
  /** The widest judged window (null when too early or no data). */
  headline: WindowVerdict | null;
  windows: WindowVerdict[];
  /** Whole days with data after the change, and how many the first verdict needs. */
  daysAfter: number;
  daysNeeded: number;
  /** Another change to the same video falls inside the headline window: the effect is theirs together. */
  overlapping: boolean;
  /** The channel has no other videos with figures: only the video's own trend is used. */
  withoutBaseline: boolean;
}

/** Changes smaller than this, with the whole interval inside ±it, count as "no change". */
const NO_CHANGE_BAND = 0.05;
/** A window counts as covered when at least this share of its days has figures on both sides. */
const COVERAGE = 0.7;
/** A trend is carried forward only when this clear (a weaker bar lets chance trends call false winners). */
const TREND_T = 3;

export function judgeChange(input: {
  changeDay: string;
  /** The last day whose figures are final enough to judge (Analytics data is about two days late). */
  lastDay: string;
  metric: VerdictMetric;
  days: readonly VerdictDay[];
  /** Days of other changes to the same video. */
  otherChangeDays?: readonly string[];
}): ChangeVerdict {
  const byOffset = new Map<number, VerdictDay>();
  for (const d of input.days) byOffset.set(dayOffset(input.changeDay, d.day), d);
  const lastOffset = dayOffset(input.changeDay, input.lastDay);
  const withoutBaseline = !input.days.some((d) => d.baseline !== null && d.baseline > 0);
  const value = (d: VerdictDay | undefined) => (d ? transform(input.metric, d, withoutBaseline) : null);
  const daysAfter = Math.max(0, lastOffset);
  const first = VERDICT_WINDOWS[0];

  const windows: WindowVerdict[] = [];
  for (const w of VERDICT_WINDOWS) {
    if (lastOffset < w) break;
    const before: Point[] = [];
    const after: Point[] = [];
    for (let t = -w; t <= w; t++) {
      if (t === 0) continue;
      const y = value(byOffset.get(t));
      if (y !== null) (t < 0 ? before : after).push({ t, y });
    }
    // Before a video has an audience (not yet public, say) there is nothing for a change to be compared with.
    const audienceBefore = [...byOffset.entries()].some(([t, d]) => t < 0 && t >= -w && (d.video ?? 0) > 0);
    if (before.length < w * COVERAGE || after.length < w * COVERAGE || !audienceBefore) {
      windows.push(emptyWindow(w));
      continue;
    }
    windows.push(judgeWindow(w, before, after, [...byOffset.entries()]));
  }

  const judged = windows.filter((w) => w.outcome !== 'no-data');
  const headline = judged.at(-1) ?? null;
  const overlapping =
    headline !== null &&
    (input.otherChangeDays ?? []).some((day) => {
      const t = dayOffset(input.changeDay, day);
      return t !== 0 && Math.abs(t) <= headline.days;
    });
  const outcome: VerdictOutcome = lastOffset < first ? 'too-early' : (headline?.outcome ?? 'no-data');
  return {
    metric: input.metric,
    outcome,
    headline,
    windows,
    daysAfter,
    daysNeeded: first,
    overlapping,
    withoutBaseline,
  };
}

interface Point {
  t: number;
  y: number;
}

function transform(metric: VerdictMetric, d: VerdictDay, withoutBaseline: boolean): number | null {
  if (d.video === null || d.video < 0) return null;
  if (metric === 'ctr') {
    if (d.video <= 0) return null;
    if (withoutBaseline) return Math.log(d.video);
    if (d.baseline === null || d.baseline <= 0) return null;
    return Math.log(d.video / d.baseline);
  }
  if (withoutBaseline) return Math.log(d.video + 1);
  if (d.baseline === null || d.baseline < 0) return null;
  return Math.log((d.video + 1) / (d.baseline + 1));
}

function judgeWindow(w: number, before: Point[], after: Point[], all: [number, VerdictDay][]): WindowVerdict {
  const fit = fitLine(before);
  const useTrend = Math.abs(fit.slopeT) >= TREND_T;
  const predict = (t: number) => (useTrend ? fit.intercept + fit.slope * t : fit.mean);
  const gaps = after.map((p) => p.y - predict(p.t));
  const effectLog = mean(gaps);
  // The level's own uncertainty, the after days' scatter, and (with a trend) the extrapolation's.
  const sigma = useTrend ? fit.residualSd : fit.sd;
  const meanAfterT = mean(after.map((p) => p.t));
  const extrapolation = useTrend ? (meanAfterT - fit.meanT) ** 2 / fit.sxx : 0;
  const se = sigma * Math.sqrt(1 / after.length + 1 / before.length + extrapolation);
  const margin = tQuantile975(before.length - (useTrend ? 2 : 1)) * se;
  const effect = Math.exp(effectLog) - 1;
  const low = Math.exp(effectLog - margin) - 1;
  const high = Math.exp(effectLog + margin) - 1;
  let outcome: WindowVerdict['outcome'] = 'unclear';
  if (low > 0) outcome = 'improved';
  else if (high < 0) outcome = 'worsened';
  else if (low >= -NO_CHANGE_BAND && high <= NO_CHANGE_BAND) outcome = 'no-change';

  const side = (from: number, to: number, pick: (d: VerdictDay) => number | null) => {
    const values = all
      .filter(([t]) => t >= from && t <= to && t !== 0)
      .map(([, d]) => pick(d))
      .filter((v): v is number => v !== null);
    return values.length ? mean(values) : null;
  };
  return {
    days: w,
    outcome,
    effect,
    low,
    high,
    videoBefore: side(-w, -1, (d) => d.video),
    videoAfter: side(1, w, (d) => d.video),
    baselineBefore: side(-w, -1, (d) => d.baseline),
    baselineAfter: side(1, w, (d) => d.baseline),
    trendCorrected: useTrend,
  };
}

function emptyWindow(days: number): WindowVerdict {
  return {
    days,
    outcome: 'no-data',
    effect: null,
    low: null,
    high: null,
    videoBefore: null,
    videoAfter: null,
    baselineBefore: null,
    baselineAfter: null,
    trendCorrected: false,
  };
}

function fitLine(points: Point[]) {
  const n = points.length;
  const meanT = mean(points.map((p) => p.t));
  const meanY = mean(points.map((p) => p.y));
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.t - meanT) ** 2;
    sxy += (p.t - meanT) * (p.y - meanY);
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  const intercept = meanY - slope * meanT;
  const sse = points.reduce((sum, p) => sum + (p.y - intercept - slope * p.t) ** 2, 0);
  const residualSd = n > 2 ? Math.sqrt(sse / (n - 2)) : 0;
  const sd = n > 1 ? Math.sqrt(points.reduce((sum, p) => sum + (p.y - meanY) ** 2, 0) / (n - 1)) : 0;
  const slopeSe = sxx > 0 ? residualSd / Math.sqrt(sxx) : Infinity;
  const slopeT = slopeSe > 0 && Number.isFinite(slopeSe) ? slope / slopeSe : 0;
  return { slope, intercept, mean: meanY, meanT, sxx: sxx || 1, residualSd, sd, slopeT };
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** Student's t 97.5 % quantile (a two-sided 95 % interval). */
function tQuantile975(df: number): number {
  return df < 1 ? Infinity : jStat.studentt.inv(0.975, df);
}
