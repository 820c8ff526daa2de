// The YouTube Reporting API: a job per channel for a report type, then one bulk CSV per day (24–48 h late).
// It is the only source of impressions and click-through rate per video and day (reports.query answers 400
// for them with a day or video dimension). Calls go through the YouTube client's transport.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { GoogleEndpoints } from './google-endpoints.ts';
import type { YoutubeCaller, YoutubeClient } from './youtube.client.ts';

/** Impressions and impressions CTR of the channel's videos per day. */
export const REACH_REPORT_TYPE = 'channel_reach_basic_a1';

const Job = z.object({ id: z.string(), reportTypeId: z.string(), name: z.string().optional() });
const JobList = z.object({ jobs: z.array(Job).optional(), nextPageToken: z.string().optional() });
const Report = z.object({
  id: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  createTime: z.string(),
  downloadUrl: z.string(),
});
const ReportList = z.object({ reports: z.array(Report).optional(), nextPageToken: z.string().optional() });
export type ReportingReport = z.infer<typeof Report>;

export interface ReachRow {
  day: string;
  videoId: string;
  impressions: number;
  /** Clicks over impressions, 0..1. */
  ctr: number | null;
}

export class YoutubeReportingClient {
  private readonly endpoints: GoogleEndpoints;
  private readonly youtube: YoutubeClient;
  constructor(endpoints: GoogleEndpoints, youtube: YoutubeClient) {
    this.endpoints = endpoints;
    this.youtube = youtube;
  }

  /** The channel's job for the report type: an existing one (made by us or another tool) or a new one. */
  async ensureJob(caller: YoutubeCaller, reportTypeId: string): Promise<string> {
    const existing = await this.findJob(caller, reportTypeId);
    if (existing) return existing;
    const created = await this.youtube.call(caller, {
      method: 'youtubeReporting.jobs.create',
      httpMethod: 'POST',
      url: `${this.endpoints.youtubeReportingUrl}/jobs`,
      body: JSON.stringify({ reportTypeId, name: `Vidcraft ${reportTypeId}` }),
      contentType: 'application/json',
      schema: Job,
    });
    if (created.notModified) throw new Error('jobs.create cannot answer 304');
    return created.data.id;
  }

  private async findJob(caller: YoutubeCaller, reportTypeId: string): Promise<string | null> {
    let pageToken: string | undefined;
    do {
      const page = await this.youtube.call(caller, {
        method: 'youtubeReporting.jobs.list',
        httpMethod: 'GET',
        url: `${this.endpoints.youtubeReportingUrl}/jobs`,
        query: { pageToken },
        schema: JobList,
      });
      if (page.notModified) return null;
      const job = page.data.jobs?.find((j) => j.reportTypeId === reportTypeId);
      if (job) return job.id;
      pageToken = page.data.nextPageToken;
    } while (pageToken);
    return null;
  }

  /** The job's reports created after `createdAfter` (all pages), oldest day first. */
  async reports(caller: YoutubeCaller, jobId: string, createdAfter: Date | null): Promise<ReportingReport[]> {
    const reports: ReportingReport[] = [];
    let pageToken: string | undefined;
    do {
      const page = await this.youtube.call(caller, {
        method: 'youtubeReporting.reports.list',
        httpMethod: 'GET',
        url: `${this.endpoints.youtubeReportingUrl}/jobs/${encodeURIComponent(jobId)}/reports`,
        query: { pageToken, createdAfter: createdAfter?.toISOString() },
        schema: ReportList,
      });
      if (page.notModified) break;
      reports.push(...(page.data.reports ?? []));
      pageToken = page.data.nextPageToken;
    } while (pageToken);
    return reports.sort((a, b) => a.startTime.localeCompare(b.startTime));
  }

  /** Downloads a reach report and sums its rows per video and day (the report splits them by other dimensions). */
  async reachRows(caller: YoutubeCaller, report: ReportingReport): Promise<ReachRow[]> {
    const csv = await this.download(caller, report.downloadUrl);
    return sumReach(csv);
  }

  private async download(caller: YoutubeCaller, downloadUrl: string): Promise<string> {
    // The address comes from Google's answer; the bearer token only ever goes to the Reporting API's own host.
    const url = new URL(downloadUrl);
    if (url.origin !== new URL(this.endpoints.youtubeReportingUrl).origin) {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'The report address is not on the YouTube Reporting API.');
    }
    const result = await this.youtube.call<string>(caller, {
      method: 'youtubeReporting.media.download',
      httpMethod: 'GET',
      url: url.toString(),
      schema: null,
    });
    return result.notModified ? '' : result.data;
  }
}

/** Sums a reach CSV per (day, video); CTR is recomputed as clicks over impressions across the split rows. */
export function sumReach(csv: string): ReachRow[] {
  const records: Record<string, string>[] = parse(csv, { columns: true, skip_empty_lines: true, trim: true });
  const sums = new Map<string, { day: string; videoId: string; impressions: number; clicks: number }>();
  for (const record of records) {
    const date = record.date ?? '';
    const videoId = record.video_id ?? '';
    const impressions = Number(record.video_thumbnail_impressions);
    const ctr = Number(record.video_thumbnail_impressions_ctr);
    if (!/^\d{8}$/.test(date) || !videoId || !Number.isFinite(impressions) || impressions < 0) continue;
    const day = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
    const key = `${day}|${videoId}`;
    const sum = sums.get(key) ?? { day, videoId, impressions: 0, clicks: 0 };
    sum.impressions += impressions;
    if (Number.isFinite(ctr) && ctr >= 0) sum.clicks += impressions * ctr;
    sums.set(key, sum);
  }
  return [...sums.values()].map((s) => ({
    day: s.day,
    videoId: s.videoId,
    impressions: Math.round(s.impressions),
    ctr: s.impressions > 0 ? s.clicks / s.impressions : null,
  }));
}
