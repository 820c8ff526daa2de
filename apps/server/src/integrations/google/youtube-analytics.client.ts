// The YouTube Analytics API (reports.query): daily views and watch time per video. Calls go through the YouTube
// client's transport (token refresh, retries, error mapping, booking in the ledger at 0 Data API units).
import { z } from 'zod';
import type { GoogleEndpoints } from './google-endpoints.ts';
import type { YoutubeCaller, YoutubeClient } from './youtube.client.ts';

const ResultTable = z.object({
  columnHeaders: z.array(z.object({ name: z.string() })).default([]),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))).optional(),
});

export interface VideoDayFigures {
  videoId: string;
  views: number;
  watchMinutes: number | null;
  avgViewDurationS: number | null;
}

/** The most a top-videos report returns per call (Google's limit for `dimensions=video`). */
const TOP_VIDEOS_MAX = 200;

export class YoutubeAnalyticsClient {
  private readonly endpoints: GoogleEndpoints;
  private readonly youtube: YoutubeClient;
  constructor(endpoints: GoogleEndpoints, youtube: YoutubeClient) {
    this.endpoints = endpoints;
    this.youtube = youtube;
  }

  /** One day's figures for the channel's videos with views that day (most viewed first, up to 200). */
  async videosOnDay(caller: YoutubeCaller, day: string): Promise<VideoDayFigures[]> {
    const table = await this.query(caller, {
      ids: 'channel==MINE',
      startDate: day,
      endDate: day,
      metrics: 'views,estimatedMinutesWatched,averageViewDuration',
      dimensions: 'video',
      sort: '-views',
      maxResults: TOP_VIDEOS_MAX,
    });
    const index = (name: string) => table.columnHeaders.findIndex((h) => h.name === name);
    const [video, views, minutes, duration] = [
      index('video'),
      index('views'),
      index('estimatedMinutesWatched'),
      index('averageViewDuration'),
    ];
    if (video < 0 || views < 0) return [];
    const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return (table.rows ?? []).flatMap((row) => {
      const videoId = row[video];
      if (typeof videoId !== 'string') return [];
      return [
        {
          videoId,
          views: number(row[views]) ?? 0,
          watchMinutes: minutes < 0 ? null : number(row[minutes]),
          avgViewDurationS: duration < 0 ? null : number(row[duration]),
        },
      ];
    });
  }

  private async query(caller: YoutubeCaller, query: Record<string, string | number>) {
    const result = await this.youtube.call(caller, {
      method: 'youtubeAnalytics.reports.query',
      httpMethod: 'GET',
      url: `${this.endpoints.youtubeAnalyticsUrl}/reports`,
      query,
      schema: ResultTable,
    });
    return result.notModified ? { columnHeaders: [], rows: [] } : result.data;
  }
}
