// reports.query of the YouTube Analytics API v2 for channel reports: the parameters Google checks, the metrics and
// dimensions the sandbox models, and the result table (columnHeaders + rows).
import { listParam, scalarParam, type RawQuery } from '../http/query.ts';
import { otherApiErrors } from './api-errors.ts';
import { isDay } from './days.ts';
import type { DayMetrics } from './series-model.ts';

type DataType = 'STRING' | 'INTEGER' | 'FLOAT';

interface MetricInfo {
  dataType: DataType;
  /** Reach metrics: answered without dimensions only (400 with day or video since 2026-01-15). */
  reach?: boolean;
  value: (total: Totals) => number;
}

/** Sums over the cells a row aggregates. */
export interface Totals {
  views: number;
  watchSeconds: number;
  percentViews: number;
  likes: number;
  comments: number;
  subscribersGained: number;
  subscribersLost: number;
  impressions: number;
  impressionViews: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const ctrPercent = (t: Totals) => (t.impressions > 0 ? round2((t.impressionViews / t.impressions) * 100) : 0);

export const METRICS: Record<string, MetricInfo> = {
  views: { dataType: 'INTEGER', value: (t) => t.views },
  estimatedMinutesWatched: { dataType: 'INTEGER', value: (t) => Math.round(t.watchSeconds / 60) },
  averageViewDuration: {
    dataType: 'INTEGER',
    value: (t) => (t.views > 0 ? Math.round(t.watchSeconds / t.views) : 0),
  },
  averageViewPercentage: {
    dataType: 'FLOAT',
    value: (t) => (t.views > 0 ? round2(t.percentViews / t.views) : 0),
  },
  likes: { dataType: 'INTEGER', value: (t) => t.likes },
  comments: { dataType: 'INTEGER', value: (t) => t.comments },
  subscribersGained: { dataType: 'INTEGER', value: (t) => t.subscribersGained },
  subscribersLost: { dataType: 'INTEGER', value: (t) => t.subscribersLost },
  videoThumbnailImpressions: { dataType: 'INTEGER', reach: true, value: (t) => t.impressions },
  videoThumbnailImpressionsClickRate: { dataType: 'FLOAT', reach: true, value: ctrPercent },
  // Deprecated names (2026-01-15), still answered where the new ones are.
  impressions: { dataType: 'INTEGER', reach: true, value: (t) => t.impressions },
  impressionClickThroughRate: { dataType: 'FLOAT', reach: true, value: ctrPercent },
};

/** Real identifiers the sandbox does not model: "not supported" rather than "unknown". */
const UNMODELLED = new Set([
  'dislikes',
  'shares',
  'engagedViews',
  'redViews',
  'estimatedRedMinutesWatched',
  'cardClickRate',
  'cardImpressions',
  'cardClicks',
  'estimatedRevenue',
  'playlistStarts',
  'month',
  'country',
  'province',
  'deviceType',
  'operatingSystem',
  'insightTrafficSourceType',
  'insightPlaybackLocationType',
  'ageGroup',
  'gender',
  'subscribedStatus',
  'liveOrOnDemand',
  'creatorContentType',
  'playlist',
  'group',
]);

export const DIMENSIONS = ['day', 'video'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface ReportQuery {
  /** `MINE` or a channel id. */
  channel: string;
  startDate: string;
  endDate: string;
  metrics: string[];
  dimension: Dimension | null;
  videoFilter: string[] | null;
  sort: { field: string; descending: boolean }[];
  maxResults: number | null;
  startIndex: number;
}

const NOT_SUPPORTED =
  'The query is not supported. Check the documentation at ' +
  'https://developers.google.com/youtube/analytics/v2/available_reports for a list of supported queries.';

function unknownIdentifier(name: string, field: string): never {
  throw otherApiErrors.badRequest(`Unknown identifier (${name}) given in field parameters.${field}.`);
}

function positiveInt(query: RawQuery, name: string): number | null {
  const raw = scalarParam(query, name);
  if (raw === undefined) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw otherApiErrors.badRequest(`Invalid value '${raw}'. Values must be integers of at least 1.`);
  return Number(raw);
}

export function parseReportQuery(query: RawQuery): ReportQuery {
  const ids = scalarParam(query, 'ids');
  const startDate = scalarParam(query, 'startDate');
  const endDate = scalarParam(query, 'endDate');
  const metrics = listParam(query, 'metrics') ?? [];
  if (!ids) throw otherApiErrors.required('ids');
  if (!startDate) throw otherApiErrors.required('startDate');
  if (!endDate) throw otherApiErrors.required('endDate');
  if (metrics.length === 0) throw otherApiErrors.required('metrics');
  const channelMatch = /^channel==(MINE|UC[\w-]{22})$/.exec(ids);
  if (!channelMatch) {
    if (/^contentOwner==/.test(ids)) throw otherApiErrors.forbidden();
    throw otherApiErrors.badRequest(
      `Invalid value '${ids}' for ids: use channel==MINE or channel==CHANNEL_ID.`,
    );
  }
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (!isDay(value)) throw otherApiErrors.badRequest(`Invalid ${name} '${value}': expected YYYY-MM-DD.`);
  }
  if (startDate > endDate) throw otherApiErrors.badRequest('The start date must not be after the end date.');
  for (const metric of metrics) {
    if (!(metric in METRICS)) {
      if (UNMODELLED.has(metric))
        throw otherApiErrors.badRequest(`${NOT_SUPPORTED} (The sandbox does not model ${metric}.)`);
      unknownIdentifier(metric, 'metrics');
    }
  }
  const dimensions = listParam(query, 'dimensions') ?? [];
  for (const dimension of dimensions) {
    if ((DIMENSIONS as readonly string[]).includes(dimension)) continue;
    if (UNMODELLED.has(dimension))
      throw otherApiErrors.badRequest(`${NOT_SUPPORTED} (The sandbox does not model ${dimension}.)`);
    unknownIdentifier(dimension, 'dimensions');
  }
  if (dimensions.length > 1) throw otherApiErrors.badRequest(NOT_SUPPORTED);
  const dimension = (dimensions[0] as Dimension | undefined) ?? null;
  if (dimension && metrics.some((m) => METRICS[m]?.reach)) throw otherApiErrors.badRequest(NOT_SUPPORTED);

  let videoFilter: string[] | null = null;
  const filters = scalarParam(query, 'filters');
  if (filters) {
    const match = /^video==([\w-]{11}(?:,[\w-]{11})*)$/.exec(filters);
    if (!match) {
      const name = /^(\w+)==/.exec(filters)?.[1];
      if (name && !UNMODELLED.has(name) && name !== 'video') unknownIdentifier(name, 'filters');
      throw otherApiErrors.badRequest(NOT_SUPPORTED);
    }
    videoFilter = [...new Set(match[1]!.split(','))];
    if (videoFilter.length > 500) throw otherApiErrors.badRequest(NOT_SUPPORTED);
  }

  const sortable = [...(dimension ? [dimension] : []), ...metrics];
  const sort = (listParam(query, 'sort') ?? []).map((raw) => {
    const descending = raw.startsWith('-');
    const field = descending ? raw.slice(1) : raw;
    if (!sortable.includes(field))
      throw otherApiErrors.badRequest(`Sort field '${field}' is not a requested dimension or metric.`);
    return { field, descending };
  });
  const maxResults = positiveInt(query, 'maxResults');
  const startIndex = positiveInt(query, 'startIndex') ?? 1;
  // The "top videos" report: a channel-wide video ranking needs a descending metric sort and at most 200 rows.
  if (dimension === 'video' && !videoFilter) {
    const first = sort[0];
    if (!first || !first.descending || !(first.field in METRICS) || maxResults === null || maxResults > 200)
      throw otherApiErrors.badRequest(
        `${NOT_SUPPORTED} (dimensions=video needs sort=-<metric> and maxResults ≤ 200.)`,
      );
  }
  return {
    channel: channelMatch[1]!,
    startDate,
    endDate,
    metrics,
    dimension,
    videoFilter,
    sort,
    maxResults,
    startIndex,
  };
}

function emptyTotals(): Totals {
  return {
    views: 0,
    watchSeconds: 0,
    percentViews: 0,
    likes: 0,
    comments: 0,
    subscribersGained: 0,
    subscribersLost: 0,
    impressions: 0,
    impressionViews: 0,
  };
}

export function addDay(totals: Totals, day: DayMetrics): void {
  totals.views += day.views;
  totals.watchSeconds += day.watchSeconds;
  totals.percentViews += day.averageViewPercentage * day.views;
  totals.likes += day.likes;
  totals.comments += day.comments;
  totals.subscribersGained += day.subscribersGained;
  totals.subscribersLost += day.subscribersLost;
  totals.impressions += day.impressions;
  totals.impressionViews += day.impressionViews;
}

/** The cells of a query: each video's days in range (already limited to days that have data). */
export interface QueryCells {
  videoId: string;
  days: DayMetrics[];
}

export function resultTable(query: ReportQuery, cells: QueryCells[]): Record<string, unknown> {
  const groups = new Map<string, Totals>();
  const group = (key: string) => {
    let totals = groups.get(key);
    if (!totals) groups.set(key, (totals = emptyTotals()));
    return totals;
  };
  for (const cell of cells) {
    for (const day of cell.days) {
      const key = query.dimension === 'day' ? day.day : query.dimension === 'video' ? cell.videoId : '';
      addDay(group(key), day);
    }
  }
  let rows: (string | number)[][] = [...groups.entries()].map(([key, totals]) => [
    ...(query.dimension ? [key] : []),
    ...query.metrics.map((m) => METRICS[m]!.value(totals)),
  ]);
  // A video ranking lists the videos that had activity in the range, not every video of the channel.
  if (query.dimension === 'video') rows = rows.filter((row) => row.slice(1).some((value) => value !== 0));
  const columns = [...(query.dimension ? [query.dimension] : []), ...query.metrics];
  const order =
    query.sort.length > 0
      ? query.sort
      : query.dimension === 'day'
        ? [{ field: 'day', descending: false }]
        : [];
  rows.sort((a, b) => {
    for (const { field, descending } of order) {
      const index = columns.indexOf(field);
      const x = a[index]!;
      const y = b[index]!;
      const diff =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (diff !== 0) return descending ? -diff : diff;
    }
    return 0;
  });
  rows = rows.slice(
    query.startIndex - 1,
    query.maxResults ? query.startIndex - 1 + query.maxResults : undefined,
  );
  return {
    kind: 'youtubeAnalytics#resultTable',
    columnHeaders: [
      ...(query.dimension ? [{ name: query.dimension, columnType: 'DIMENSION', dataType: 'STRING' }] : []),
      ...query.metrics.map((name) => ({ name, columnType: 'METRIC', dataType: METRICS[name]!.dataType })),
    ],
    ...(rows.length > 0 ? { rows } : {}),
  };
}
