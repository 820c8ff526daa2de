// The one model behind every analytics number the sandbox answers: a video's day is a pure function of the video,
// its channel, the packaging changes recorded for it and the day, so the same day reads the same on every request
// and in both APIs. Shape: a launch burst decaying into a long tail, the channel's weekly rhythm (weekends
// differ), a small channel-wide daily swing, small per-video noise, and the packaging in force that day.
import { createPrng, hashString, type Prng } from '../util/prng.ts';
import { addDays, dayOf, dayStart, daysBetween, weekday } from './days.ts';
import { packagingFactor, type PackagingChange, type PackagingField } from './packaging.ts';

export interface SeriesVideo {
  id: string;
  channelId: string;
  publishedAt: string;
  durationSeconds: number;
  privacyStatus: 'public' | 'unlisted' | 'private';
  /** Lifetime views at the seed's anchor (seeded videos), which the curve is calibrated to; 0 for new uploads. */
  calibrationViews: number;
  likeCount: number;
  commentCount: number;
}

export interface SeriesChannel {
  id: string;
  subscriberCount: number;
}

/** One video's day. `impressionViews` are the views that came from thumbnail impressions (clicks). */
export interface DayMetrics {
  day: string;
  views: number;
  impressions: number;
  impressionViews: number;
  /** Total seconds watched (views × average view duration). */
  watchSeconds: number;
  /** Average share of the video watched, in percent. */
  averageViewPercentage: number;
  likes: number;
  comments: number;
  subscribersGained: number;
  subscribersLost: number;
}

/** The seed's publish dates lie before this day; seeded lifetime counts are taken to be as of it. */
export const CALIBRATION_DAY = '2026-01-01';
/** New uploads have no lifetime count to calibrate to; this duration stands in when media was never decoded. */
const FALLBACK_DURATION_SECONDS = 240;
/** Sunday … Saturday, before the channel's amplitude: weekends watch more. */
const WEEK = [1.16, 0.92, 0.9, 0.93, 0.96, 1.03, 1.14];
/** How much of a packaging effect shows up in impressions (the rest in click-through rate); their product is the
 * whole effect, so views move by exactly the factor. */
const IMPRESSION_SHARE = 0.35;

interface Traits {
  publishDay: string;
  burst: number;
  launchDays: number;
  tailDays: number;
  tailExponent: number;
  /** Views per unit of shape. */
  scale: number;
  baseCtr: number;
  externalShare: number;
  retention: number;
  likeRate: number;
  commentRate: number;
  subscribeRate: number;
  lostShare: number;
}

const between = (prng: Prng, low: number, high: number) => low + prng.next() * (high - low);

function shape(
  traits: Pick<Traits, 'burst' | 'launchDays' | 'tailDays' | 'tailExponent'>,
  n: number,
): number {
  return traits.burst * Math.exp(-n / traits.launchDays) + (1 + n / traits.tailDays) ** -traits.tailExponent;
}

function shapeSum(traits: Parameters<typeof shape>[0], days: number): number {
  let sum = 0;
  for (let n = 0; n <= days; n += 1) sum += shape(traits, n);
  return sum;
}

function retentionRange(durationSeconds: number): [number, number] {
  if (durationSeconds <= 180) return [0.55, 0.85];
  if (durationSeconds <= 600) return [0.38, 0.58];
  return [0.25, 0.45];
}

const traitCache = new Map<string, { key: string; traits: Traits }>();

function traitsOf(video: SeriesVideo, channel: SeriesChannel): Traits {
  const key = `${video.publishedAt}|${video.calibrationViews}|${video.durationSeconds}|${channel.subscriberCount}`;
  const cached = traitCache.get(video.id);
  if (cached?.key === key) return cached.traits;
  const prng = createPrng(`analytics:${video.id}`);
  const curve = {
    burst: between(prng, 2, 6),
    launchDays: between(prng, 1.5, 4),
    tailDays: between(prng, 3, 10),
    tailExponent: between(prng, 0.9, 1.3),
  };
  const publishDay = dayOf(video.publishedAt);
  let scale: number;
  if (video.calibrationViews > 0) {
    const age = Math.max(30, daysBetween(publishDay, CALIBRATION_DAY));
    scale = video.calibrationViews / shapeSum(curve, age);
  } else {
    // A new upload: its first year draws 5–60 % of the channel's subscriber count in views.
    const firstYear = Math.max(100, channel.subscriberCount) * between(prng, 0.05, 0.6);
    scale = firstYear / shapeSum(curve, 365);
  }
  const [low, high] = retentionRange(video.durationSeconds || FALLBACK_DURATION_SECONDS);
  const seededRate = (count: number, fallbackLow: number, fallbackHigh: number) =>
    video.calibrationViews > 0 && count > 0
      ? count / video.calibrationViews
      : between(prng, fallbackLow, fallbackHigh);
  const traits: Traits = {
    publishDay,
    ...curve,
    scale,
    // Skewed towards 3–6 %: most videos sit there, a few reach 8–10 %.
    baseCtr: 0.02 + 0.08 * prng.next() ** 1.8,
    externalShare: between(prng, 0.12, 0.35),
    retention: between(prng, low, high),
    likeRate: seededRate(video.likeCount, 0.02, 0.05),
    commentRate: seededRate(video.commentCount, 0.001, 0.005),
    subscribeRate: between(prng, 0.002, 0.012),
    lostShare: between(prng, 0.1, 0.3),
  };
  if (traitCache.size > 20_000) traitCache.clear();
  traitCache.set(video.id, { key, traits });
  return traits;
}

/** The channel's weekly rhythm: the same table for everyone, stronger or weaker per channel. */
export function weeklyFactor(channelId: string, day: string): number {
  const amplitude = 0.6 + 0.8 * (hashString(`week:${channelId}`) / 0x1_0000_0000);
  return WEEK[weekday(day)]! ** amplitude;
}

/** A channel-wide swing of ±5 % that all of the channel's videos share that day. */
export function channelSwing(channelId: string, day: string): number {
  return 1 + 0.1 * (hashString(`swing:${channelId}:${day}`) / 0x1_0000_0000 - 0.5);
}

const FIELDS: PackagingField[] = ['title', 'description', 'tags', 'thumbnail'];

interface FieldChange {
  /** The Pacific day the change was made; it counts from the next day. */
  madeOn: string;
  factor: number;
}

function fieldTimelines(videoId: string, changes: readonly PackagingChange[]): FieldChange[][] {
  return FIELDS.map((field) => {
    const ofField = changes.filter((c) => c.field === field);
    const original = ofField[0]?.from;
    return ofField.map((c) => ({
      madeOn: dayOf(c.at),
      factor: c.value === original ? 1 : packagingFactor(videoId, field, c.value),
    }));
  }).filter((timeline) => timeline.length > 0);
}

function factorOn(timelines: FieldChange[][], day: string): number {
  let factor = 1;
  for (const timeline of timelines) {
    let current = 1;
    for (const change of timeline) if (change.madeOn < day) current = change.factor;
    factor *= current;
  }
  return factor;
}

/** The packaging effect in force on `day`: each field's latest change made before that day, relative to the
 * video's original packaging (a change counts from the day after it was made). */
export function packagingFactorOn(videoId: string, changes: readonly PackagingChange[], day: string): number {
  return factorOn(fieldTimelines(videoId, changes), day);
}

/** Rounds to an integer with a deterministic draw, so small expectations still give 0s and 1s in the right mix. */
function stochasticRound(value: number, prng: Prng): number {
  return Math.max(0, Math.floor(value + prng.next()));
}

const PRIVACY_FACTOR = { public: 1, unlisted: 0.08, private: 0 } as const;

/** Day strings and the channel's factors for a range, shared by all of a channel's videos (small LRU). */
const rangeCache = new Map<string, { days: string[]; channelFactor: number[] }>();

function channelRange(channelId: string, from: string, to: string) {
  const key = `${channelId}|${from}|${to}`;
  const cached = rangeCache.get(key);
  if (cached) return cached;
  const days: string[] = [];
  for (let i = 0, n = daysBetween(from, to); i <= n; i += 1) days.push(addDays(from, i));
  const value = {
    days,
    channelFactor: days.map((day) => weeklyFactor(channelId, day) * channelSwing(channelId, day)),
  };
  if (rangeCache.size >= 64) rangeCache.delete(rangeCache.keys().next().value!);
  rangeCache.set(key, value);
  return value;
}

/** A video's days in [from, to] that had an audience (from its publish day on; none while private). */
export function videoSeries(
  video: SeriesVideo,
  channel: SeriesChannel,
  changes: readonly PackagingChange[],
  from: string,
  to: string,
): DayMetrics[] {
  const privacy = PRIVACY_FACTOR[video.privacyStatus];
  if (privacy === 0 || from > to) return [];
  const traits = traitsOf(video, channel);
  if (traits.publishDay > to) return [];
  const { days, channelFactor } = channelRange(video.channelId, from, to);
  const timelines = fieldTimelines(video.id, changes);
  const result: DayMetrics[] = [];
  for (let i = Math.max(0, daysBetween(from, traits.publishDay)); i < days.length; i += 1) {
    const day = days[i]!;
    result.push(
      dayMetrics(
        video,
        traits,
        day,
        daysBetween(traits.publishDay, day),
        channelFactor[i]! * privacy,
        factorOn(timelines, day),
      ),
    );
  }
  return result;
}

/** A video's metrics on one day, or null when it had no audience that day (not yet published, or private). */
export function videoDay(
  video: SeriesVideo,
  channel: SeriesChannel,
  changes: readonly PackagingChange[],
  day: string,
): DayMetrics | null {
  return videoSeries(video, channel, changes, day, day)[0] ?? null;
}

function dayMetrics(
  video: SeriesVideo,
  traits: Traits,
  day: string,
  n: number,
  channelFactor: number,
  packaging: number,
): DayMetrics {
  const prng = createPrng(`analytics:${video.id}:${day}`);
  // The publish day counts only from the publish time on.
  const partial =
    n === 0
      ? Math.max(
          0.05,
          1 -
            (Date.parse(video.publishedAt) - dayStart(day).getTime()) /
              (dayStart(addDays(day, 1)).getTime() - dayStart(day).getTime()),
        )
      : 1;
  const noise = 1 + 0.12 * (prng.next() + prng.next() - 1);
  const expected = traits.scale * shape(traits, n) * channelFactor * noise * partial * packaging;
  // Subscribers and returning viewers click more in the first days.
  const ctr = Math.min(
    0.3,
    traits.baseCtr *
      (1 + 0.3 * Math.exp(-n / 2)) *
      (1 + 0.06 * (prng.next() - 0.5)) *
      packaging ** (1 - IMPRESSION_SHARE),
  );
  const impressions = Math.round((expected * (1 - traits.externalShare)) / ctr);
  const impressionViews = Math.min(impressions, stochasticRound(impressions * ctr, prng));
  const views = impressionViews + stochasticRound(expected * traits.externalShare, prng);
  const duration = video.durationSeconds || FALLBACK_DURATION_SECONDS;
  const retention = Math.min(
    0.95,
    traits.retention * (1 + 0.08 * Math.exp(-n / 3)) * (1 + 0.08 * (prng.next() - 0.5)),
  );
  const engagement = 1 + 0.3 * (prng.next() - 0.5);
  const subscribersGained = stochasticRound(views * traits.subscribeRate * engagement, prng);
  return {
    day,
    views,
    impressions,
    impressionViews,
    watchSeconds: views * duration * retention,
    averageViewPercentage: retention * 100,
    likes: stochasticRound(views * traits.likeRate * engagement, prng),
    comments: stochasticRound(views * traits.commentRate * engagement, prng),
    subscribersGained,
    subscribersLost: stochasticRound(views * traits.subscribeRate * traits.lostShare, prng),
  };
}
