// The CSV of a report for one channel and day, from the same series as the Analytics API: each video's day is split
// into rows by the report's dimension columns (on demand; subscribed or not; the channel's audience countries),
// with integer counts divided so that the rows add up to the video's day exactly. Rows without activity are left
// out, as in Google's reports; a day without any activity is the header alone.
import type { DayMetrics } from '../analytics/series-model.ts';
import type { Channel } from '../state/model.ts';
import { createPrng } from '../util/prng.ts';

export interface VideoDayRow {
  videoId: string;
  metrics: DayMetrics;
}

const COUNTRY_POOL = ['US', 'GB', 'CA', 'IN', 'AU', 'DE', 'BR', 'ES', 'MX', 'JP', 'FR', 'PH', 'NL', 'SE'];
const COUNTRY_WEIGHTS = [0.55, 0.2, 0.15, 0.1];
/** Subscribers click a thumbnail about 1.8× as often as other viewers. */
const SUBSCRIBED_CTR = 1.8;
const AGE_GROUPS = ['AGE_13_17', 'AGE_18_24', 'AGE_25_34', 'AGE_35_44', 'AGE_45_54', 'AGE_55_64', 'AGE_65_'];
const GENDERS = ['FEMALE', 'MALE', 'GENDER_OTHER'];

interface Cell {
  subscribed: boolean;
  country: string;
  /** Share of the video's impressions (reach) or views (activity). */
  weight: number;
}

/** The channel's audience countries: its own first, then three others, fixed per channel. */
export function audienceCountries(channel: Channel): string[] {
  const prng = createPrng(`countries:${channel.id}`);
  const primary = channel.country ?? 'US';
  const others = COUNTRY_POOL.filter((c) => c !== primary);
  const picked: string[] = [];
  while (picked.length < 3) {
    const country = prng.pick(others);
    if (!picked.includes(country)) picked.push(country);
  }
  return [primary, ...picked];
}

function cells(channel: Channel, videoId: string, day: string): Cell[] {
  const prng = createPrng(`audience:${videoId}:${day}`);
  const subscribedShare = 0.15 + 0.25 * prng.next();
  return audienceCountries(channel).flatMap((country, i) => [
    { subscribed: true, country, weight: subscribedShare * COUNTRY_WEIGHTS[i]! },
    { subscribed: false, country, weight: (1 - subscribedShare) * COUNTRY_WEIGHTS[i]! },
  ]);
}

/** Splits an integer total by weights (largest remainder), optionally never above each part's capacity. */
export function splitInteger(total: number, weights: number[], capacity?: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  const cap = (i: number) => capacity?.[i] ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < parts.length; i += 1) parts[i] = Math.min(parts[i]!, cap(i));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  while (left > 0) {
    const before = left;
    for (const [, i] of order) {
      if (left === 0) break;
      if (parts[i]! < cap(i) && weights[i]! > 0) {
        parts[i]! += 1;
        left -= 1;
      }
    }
    if (left === before) break; // nowhere left to put it
  }
  return parts;
}

const fixed = (value: number, digits: number) => String(Number(value.toFixed(digits)));
const compactDay = (day: string) => day.replaceAll('-', '');

function reachRows(channel: Channel, row: VideoDayRow): string[] {
  const { metrics, videoId } = row;
  const split = cells(channel, videoId, metrics.day);
  const impressions = splitInteger(
    metrics.impressions,
    split.map((c) => c.weight),
  );
  const clicks = splitInteger(
    metrics.impressionViews,
    split.map((c, i) => (impressions[i]! > 0 ? c.weight * (c.subscribed ? SUBSCRIBED_CTR : 1) : 0)),
    impressions,
  );
  return split.flatMap((cell, i) => {
    const shown = impressions[i]!;
    if (shown === 0) return [];
    return [
      [
        compactDay(metrics.day),
        channel.id,
        videoId,
        'on_demand',
        cell.subscribed ? 'subscribed' : 'unsubscribed',
        cell.country,
        shown,
        fixed(clicks[i]! / shown, 6),
      ].join(','),
    ];
  });
}

function activityRows(channel: Channel, row: VideoDayRow): string[] {
  const { metrics, videoId } = row;
  const split = cells(channel, videoId, metrics.day);
  const weights = split.map((c) => c.weight);
  const views = splitInteger(metrics.views, weights);
  const share = (total: number) => splitInteger(total, views);
  const [likes, comments, gained, lost] = [
    share(metrics.likes),
    share(metrics.comments),
    share(metrics.subscribersGained),
    share(metrics.subscribersLost),
  ];
  const avd = metrics.views > 0 ? metrics.watchSeconds / metrics.views : 0;
  return split.flatMap((cell, i) => {
    const v = views[i]!;
    if (v === 0 && likes[i] === 0 && comments[i] === 0 && gained[i] === 0 && lost[i] === 0) return [];
    return [
      [
        compactDay(metrics.day),
        channel.id,
        videoId,
        'on_demand',
        cell.subscribed ? 'subscribed' : 'unsubscribed',
        cell.country,
        v,
        fixed((v * avd) / 60, 4),
        Math.round(v > 0 ? avd : 0),
        fixed(v > 0 ? metrics.averageViewPercentage : 0, 2),
        likes[i],
        comments[i],
        gained[i],
        lost[i],
      ].join(','),
    ];
  });
}

/** The channel's audience by age and gender (percentages of views), fixed per channel. */
export function demographics(channel: Channel): { age: string; gender: string; percent: number }[] {
  const prng = createPrng(`demographics:${channel.id}`);
  const ageWeights = AGE_GROUPS.map(
    (_, i) => (i === 0 ? 0.3 : 1) * (0.4 + prng.next()) * (i < 4 ? 1.6 : 0.7),
  );
  const female = 0.25 + 0.5 * prng.next();
  const genderWeights = [female, 0.99 - female, 0.01];
  const cellsOf = AGE_GROUPS.flatMap((age, a) =>
    GENDERS.map((gender, g) => ({ age, gender, weight: ageWeights[a]! * genderWeights[g]! })),
  );
  const total = cellsOf.reduce((s, c) => s + c.weight, 0);
  return cellsOf.map((c) => ({ age: c.age, gender: c.gender, percent: (c.weight / total) * 100 }));
}

function demographicRows(channel: Channel, row: VideoDayRow): string[] {
  const { metrics, videoId } = row;
  const split = cells(channel, videoId, metrics.day);
  const views = splitInteger(
    metrics.views,
    split.map((c) => c.weight),
  );
  const audience = demographics(channel).filter((d) => d.percent >= 0.05);
  return split.flatMap((cell, i) =>
    views[i]! === 0
      ? []
      : audience.map((d) =>
          [
            compactDay(metrics.day),
            channel.id,
            videoId,
            'on_demand',
            cell.subscribed ? 'subscribed' : 'unsubscribed',
            cell.country,
            d.age,
            d.gender,
            fixed(d.percent, 2),
          ].join(','),
        ),
  );
}

const DIMENSION_COLUMNS = [
  'date',
  'channel_id',
  'video_id',
  'live_or_on_demand',
  'subscribed_status',
  'country_code',
];

const WRITERS: Record<string, { columns: string[]; rows: (channel: Channel, row: VideoDayRow) => string[] }> =
  {
    channel_reach_basic_a1: {
      columns: [...DIMENSION_COLUMNS, 'video_thumbnail_impressions', 'video_thumbnail_impressions_ctr'],
      rows: reachRows,
    },
    // A subset of the real report's metrics: the ones the sandbox models.
    channel_basic_a3: {
      columns: [
        ...DIMENSION_COLUMNS,
        'views',
        'watch_time_minutes',
        'average_view_duration_seconds',
        'average_view_duration_percentage',
        'likes',
        'comments',
        'subscribers_gained',
        'subscribers_lost',
      ],
      rows: activityRows,
    },
    channel_demographics_a1: {
      columns: [...DIMENSION_COLUMNS, 'age_group', 'gender', 'views_percentage'],
      rows: demographicRows,
    },
  };

export function reportCsv(reportTypeId: string, channel: Channel, rows: VideoDayRow[]): string {
  const writer = WRITERS[reportTypeId];
  if (!writer) throw new Error(`no CSV writer for ${reportTypeId}`);
  const lines = [writer.columns.join(','), ...rows.flatMap((row) => writer.rows(channel, row))];
  return `${lines.join('\n')}\n`;
}

export function reportColumns(reportTypeId: string): string[] {
  return WRITERS[reportTypeId]?.columns ?? [];
}
