// The YouTube Reporting API v1 under /youtubereporting/v1: reportTypes.list, jobs.create/list/get/delete,
// jobs.reports.list/get and media.download. Every method needs an Analytics scope (no youtube.* scope). Jobs belong
// to the project and channel that created them; another project or channel does not see them (404), and a
// report's media answers only the job owner's tokens (403 otherwise).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REPORTING_SERVICE, otherApiErrors } from '../analytics/api-errors.ts';
import { defineOtherApiRoute } from '../analytics/other-api-route.ts';
import { hasAnalyticsScope } from '../analytics/reports-query.routes.ts';
import { channelVideos, videoDays } from '../analytics/world-series.ts';
import type { SandboxCore } from '../core.ts';
import { jsonBody } from '../http/body.ts';
import { scalarParam, type RawQuery } from '../http/query.ts';
import type { ApiAuth } from '../youtube/api-route.ts';
import { rfc3339 } from '../util/clock.ts';
import { etagOf } from '../util/ids.ts';
import {
  jobReports,
  REPORT_TYPES,
  reportResourceName,
  type ReportInstance,
  type ReportingJob,
} from './jobs.ts';
import { reportCsv } from './report-csv.ts';

const BASE = '/youtubereporting/v1';
const DEFAULT_PAGE_SIZE = 100;

function presentJob(job: ReportingJob): Record<string, unknown> {
  return { id: job.id, reportTypeId: job.reportTypeId, name: job.name, createTime: job.createTime };
}

/** The sandbox's base as the caller addressed it: the public base, or the caller's own address (the app's
 * loopback back channel), so a downloadUrl is reachable by whoever listed it. */
function baseFor(core: SandboxCore, req: FastifyRequest): string {
  const publicBase = core.baseUrl();
  const host = req.headers.host;
  if (!host || host === new URL(publicBase).host) return publicBase;
  const route = req.routeOptions.url ?? '';
  return `${req.protocol}://${host}${route.slice(0, route.indexOf(BASE))}`;
}

function presentReport(base: string, job: ReportingJob, report: ReportInstance): Record<string, unknown> {
  return {
    id: report.id,
    jobId: job.id,
    startTime: report.startTime,
    endTime: report.endTime,
    createTime: report.createTime,
    downloadUrl: `${base}${BASE}/media/${reportResourceName(job, report)}?alt=media`,
  };
}

function pageParams(query: RawQuery): { offset: number; size: number } {
  const token = scalarParam(query, 'pageToken');
  const size = scalarParam(query, 'pageSize');
  if (size !== undefined && !/^\d+$/.test(size)) throw otherApiErrors.invalidArgument();
  let offset = 0;
  if (token) {
    const decoded = /^o(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
    if (!decoded) throw otherApiErrors.invalidArgument('Invalid page token.');
    offset = Number(decoded[1]);
  }
  return {
    offset,
    size: Math.min(1000, Math.max(1, Number(size ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE)),
  };
}

function page<T>(items: T[], query: RawQuery): { items: T[]; nextPageToken?: string } {
  const { offset, size } = pageParams(query);
  const slice = items.slice(offset, offset + size);
  const next = offset + size;
  return next < items.length
    ? { items: slice, nextPageToken: Buffer.from(`o${next}`).toString('base64url') }
    : { items: slice };
}

function timestampParam(query: RawQuery, name: string): number | null {
  const raw = scalarParam(query, name);
  if (raw === undefined) return null;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(raw) || Number.isNaN(ms))
    throw otherApiErrors.invalidArgument(
      `Invalid value at '${name}' (type.googleapis.com/google.protobuf.Timestamp), "${raw}"`,
    );
  return ms;
}

export function registerReportingRoutes(app: FastifyInstance, core: SandboxCore): void {
  const route = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    name: string,
    rpc: string,
    handler: Parameters<typeof defineOtherApiRoute>[2]['handler'],
  ) =>
    defineOtherApiRoute(app, core, {
      api: 'youtubeReporting',
      method,
      url: `${BASE}${url}`,
      name,
      service: REPORTING_SERVICE,
      rpc: `youtube.reporting.v1.ReportingService.${rpc}`,
      allows: hasAnalyticsScope,
      handler,
    });

  const channelOf = (auth: ApiAuth) => {
    if (!auth.channel) throw otherApiErrors.forbidden('The caller does not have permission');
    return auth.channel;
  };
  const ownJobs = (auth: ApiAuth): ReportingJob[] => {
    const channel = channelOf(auth);
    return Object.values(core.world.changes.reportingJobs)
      .filter((j) => !j.deleteTime && j.channelId === channel.id && j.clientId === auth.access.clientId)
      .sort((a, b) => a.createTime.localeCompare(b.createTime));
  };
  const ownJob = (auth: ApiAuth, jobId: string): ReportingJob => {
    const job = ownJobs(auth).find((j) => j.id === jobId);
    if (!job) throw otherApiErrors.notFound();
    return job;
  };
  const jobIdOf = (req: FastifyRequest) => String((req.params as { jobId?: string }).jobId ?? '');

  route('GET', '/reportTypes', 'youtubeReporting.reportTypes.list', 'ListReportTypes', ({ query, auth }) => {
    channelOf(auth);
    const { items, nextPageToken } = page(REPORT_TYPES, query);
    return { type: 'json', body: { reportTypes: items, ...(nextPageToken ? { nextPageToken } : {}) } };
  });

  route('POST', '/jobs', 'youtubeReporting.jobs.create', 'CreateJob', ({ req, auth, now }) => {
    const channel = channelOf(auth);
    const json = jsonBody(req);
    const body =
      json.ok && json.value && typeof json.value === 'object'
        ? (json.value as Record<string, unknown>)
        : null;
    if (!body) throw otherApiErrors.invalidArgument();
    const reportTypeId = typeof body.reportTypeId === 'string' ? body.reportTypeId : '';
    if (!REPORT_TYPES.some((t) => t.id === reportTypeId)) throw otherApiErrors.invalidArgument();
    const name = typeof body.name === 'string' ? body.name.slice(0, 100) : '';
    if (ownJobs(auth).some((j) => j.reportTypeId === reportTypeId)) {
      throw otherApiErrors.alreadyExists(`Job for reportTypeId ${reportTypeId} already exists.`);
    }
    const job: ReportingJob = {
      id: randomUUID(),
      clientId: auth.access.clientId,
      channelId: channel.id,
      reportTypeId,
      name,
      createTime: rfc3339(now),
    };
    core.world.changes.reportingJobs[job.id] = job;
    core.changed();
    return { type: 'json', body: presentJob(job) };
  });

  route('GET', '/jobs', 'youtubeReporting.jobs.list', 'ListJobs', ({ query, auth }) => {
    const { items, nextPageToken } = page(ownJobs(auth), query);
    return {
      type: 'json',
      body:
        items.length > 0 ? { jobs: items.map(presentJob), ...(nextPageToken ? { nextPageToken } : {}) } : {},
    };
  });

  route('GET', '/jobs/:jobId', 'youtubeReporting.jobs.get', 'GetJob', ({ req, auth }) => ({
    type: 'json',
    body: presentJob(ownJob(auth, jobIdOf(req))),
  }));

  route('DELETE', '/jobs/:jobId', 'youtubeReporting.jobs.delete', 'DeleteJob', ({ req, auth, now }) => {
    const job = ownJob(auth, jobIdOf(req));
    core.world.changes.reportingJobs[job.id] = { ...job, deleteTime: rfc3339(now) };
    core.changed();
    return { type: 'json', body: {} };
  });

  route(
    'GET',
    '/jobs/:jobId/reports',
    'youtubeReporting.reports.list',
    'ListReports',
    ({ req, query, auth, now }) => {
      const job = ownJob(auth, jobIdOf(req));
      const createdAfter = timestampParam(query, 'createdAfter');
      const startAtOrAfter = timestampParam(query, 'startTimeAtOrAfter');
      const startBefore = timestampParam(query, 'startTimeBefore');
      const reports = jobReports(job, now.getTime()).filter((r) => {
        const start = Date.parse(r.startTime);
        return (
          (createdAfter === null || r.createMs > createdAfter) &&
          (startAtOrAfter === null || start >= startAtOrAfter) &&
          (startBefore === null || start < startBefore)
        );
      });
      const base = baseFor(core, req);
      const { items, nextPageToken } = page(reports, query);
      return {
        type: 'json',
        body:
          items.length > 0
            ? {
                reports: items.map((r) => presentReport(base, job, r)),
                ...(nextPageToken ? { nextPageToken } : {}),
              }
            : {},
      };
    },
  );

  route(
    'GET',
    '/jobs/:jobId/reports/:reportId',
    'youtubeReporting.reports.get',
    'GetReport',
    ({ req, auth, now }) => {
      const job = ownJob(auth, jobIdOf(req));
      const reportId = String((req.params as { reportId?: string }).reportId ?? '');
      const report = jobReports(job, now.getTime()).find((r) => r.id === reportId);
      if (!report) throw otherApiErrors.notFound();
      return { type: 'json', body: presentReport(baseFor(core, req), job, report) };
    },
  );

  route('GET', '/media/*', 'youtubeReporting.media.download', 'Download', ({ req, query, auth, now }) => {
    const resource = String((req.params as { '*'?: string })['*'] ?? '');
    const match = /^CHANNEL\/([\w-]+)\/jobs\/([\w-]+)\/reports\/(\d+)$/.exec(resource);
    if (!match) throw otherApiErrors.notFound();
    const [, channelId, jobId, reportId] = match as unknown as [string, string, string, string];
    const job = core.world.changes.reportingJobs[jobId];
    if (!job || job.deleteTime || job.channelId !== channelId) throw otherApiErrors.notFound();
    if (auth.channel?.id !== job.channelId || auth.access.clientId !== job.clientId) {
      throw otherApiErrors.forbidden('The caller does not have permission');
    }
    if (scalarParam(query, 'alt') !== 'media')
      throw otherApiErrors.invalidArgument('Use alt=media to download a report.');
    const report = jobReports(job, now.getTime()).find((r) => r.id === reportId);
    const channel = core.world.channel(job.channelId);
    if (!report || !channel) throw otherApiErrors.notFound();
    const rows = channelVideos(core.world, channel, now).flatMap((video) =>
      videoDays(core.world, channel, video, report.day, report.day).map((metrics) => ({
        videoId: video.id,
        metrics,
      })),
    );
    const csv = reportCsv(job.reportTypeId, channel, rows);
    return { type: 'file', body: csv, contentType: 'text/csv; charset=utf-8', etag: etagOf(csv) };
  });
}
