// Reporting API jobs and the reports they produce, timed like Google's: one report per job and day; the report for
// day D is created 24–48 h after D ends (the delay is fixed per job and day); a new job also produces historical
// reports for the 30 days before its creation, each 24–48 h after the job was created. Daily reports are listed for
// 60 days after they are created, historical ones for 30 (Google's retention). Reports are computed from the job
// and the sandbox clock, never stored: advancing the clock makes new ones appear.
import { addDays, dayEnd, dayOf, dayStart } from '../analytics/days.ts';
import { rfc3339 } from '../util/clock.ts';
import { hashString } from '../util/prng.ts';

export interface ReportingJob {
  id: string;
  /** The project (OAuth client) that created it: jobs are per project and channel. */
  clientId: string;
  channelId: string;
  reportTypeId: string;
  name: string;
  createTime: string;
  /** Set by jobs.delete; a deleted job is gone from every answer. */
  deleteTime?: string;
}

export interface ReportType {
  id: string;
  name: string;
}

/** The report types the sandbox can produce (ids as Google's reportTypes.list gives them). */
export const REPORT_TYPES: ReportType[] = [
  { id: 'channel_basic_a3', name: 'User activity' },
  { id: 'channel_demographics_a1', name: 'Demographics' },
  { id: 'channel_reach_basic_a1', name: 'Reach basic' },
];

export interface ReportInstance {
  id: string;
  jobId: string;
  /** The Pacific day the report covers. */
  day: string;
  startTime: string;
  endTime: string;
  createTime: string;
  createMs: number;
  historical: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const HISTORY_DAYS = 30;
const DAILY_RETENTION_MS = 60 * DAY_MS;
const HISTORICAL_RETENTION_MS = 30 * DAY_MS;

/** 24–48 h, fixed per job and day. */
export function reportDelayMs(jobId: string, day: string): number {
  return DAY_MS + (hashString(`report-delay:${jobId}:${day}`) % (24 * 60)) * 60_000;
}

/** A numeric id, stable for the job and day (Google's report ids are numeric strings). */
export function reportId(jobId: string, day: string): string {
  const high = hashString(`report:${jobId}:${day}`) % 100_000;
  const low = hashString(`${day}:${jobId}:report`) % 100_000_000;
  return `${10_000 + high}${String(low).padStart(8, '0')}`;
}

function instance(job: ReportingJob, day: string): ReportInstance {
  const jobCreated = Date.parse(job.createTime);
  const end = dayEnd(day).getTime();
  const historical = end <= jobCreated;
  const createMs = Math.max(end, jobCreated) + reportDelayMs(job.id, day);
  return {
    id: reportId(job.id, day),
    jobId: job.id,
    day,
    startTime: rfc3339(dayStart(day)),
    endTime: rfc3339(end),
    createTime: rfc3339(createMs),
    createMs,
    historical,
  };
}

/** The job's reports that exist at `nowMs`, newest day first. */
export function jobReports(job: ReportingJob, nowMs: number): ReportInstance[] {
  const created = Date.parse(job.createTime);
  if (nowMs < created) return [];
  const firstDay = addDays(dayOf(created), -HISTORY_DAYS);
  const oldestListed = dayOf(nowMs - DAILY_RETENTION_MS - 3 * DAY_MS);
  const from = firstDay > oldestListed ? firstDay : oldestListed;
  const reports: ReportInstance[] = [];
  for (let day = dayOf(nowMs); day >= from; day = addDays(day, -1)) {
    const report = instance(job, day);
    if (report.createMs > nowMs) continue;
    const retention = report.historical ? HISTORICAL_RETENTION_MS : DAILY_RETENTION_MS;
    if (nowMs >= report.createMs + retention) continue;
    reports.push(report);
  }
  return reports;
}

/** Path of a report's media, as Google builds it: CHANNEL/<channel>/jobs/<job>/reports/<report>. */
export function reportResourceName(job: ReportingJob, report: ReportInstance): string {
  return `CHANNEL/${job.channelId}/jobs/${job.id}/reports/${report.id}`;
}
