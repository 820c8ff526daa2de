// Prometheus metrics (decision 046), with prom-client. The instruments are process-wide: code that does the work
// records into them whether or not /metrics is served (a counter increment costs nothing worth switching off);
// METRICS_ENABLED decides only whether the endpoint exists. Each process exposes its own figures — Prometheus
// sums counters across instances — and the figures that belong to the whole deployment (queue depth and lag,
// today's YouTube quota) are read from the database at scrape time, so every instance reports the same.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'vidcraft_' });

export const httpRequestDuration = new Histogram({
  name: 'vidcraft_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw URL) and status code; _count is the request rate',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'vidcraft_job_duration_seconds',
  help: 'Job executions by queue (job kind) and outcome (succeeded, failed, retrying, paused, interrupted)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
  registers: [registry],
});

export const youtubeQuotaUnits = new Counter({
  name: 'vidcraft_youtube_quota_units_total',
  help: 'YouTube Data API quota units spent by this process, by API method and outcome (ok, not_modified, error)',
  labelNames: ['method', 'outcome'] as const,
  registers: [registry],
});

export const aiTokens = new Counter({
  name: 'vidcraft_ai_tokens_total',
  help: 'Tokens the AI provider reported for calls made by this process, by area (optimization, translation) and direction (input, output)',
  labelNames: ['area', 'direction'] as const,
  registers: [registry],
});

export function recordAiTokens(
  area: 'optimization' | 'translation',
  usage: { inputTokens: number | null | undefined; outputTokens: number | null | undefined },
): void {
  if (usage.inputTokens) aiTokens.inc({ area, direction: 'input' }, usage.inputTokens);
  if (usage.outputTokens) aiTokens.inc({ area, direction: 'output' }, usage.outputTokens);
}

/** What the deployment-wide gauges read at scrape time. */
export interface DeploymentFigures {
  /** Runs due now and how long the oldest of them has waited, per job kind (as the status page counts them). */
  queues(): Promise<{ queue: string; waiting: number; lagSeconds: number }[]>;
  quotaToday(): Promise<{ usedUnits: number; dailyBudget: number; exhausted: boolean }>;
}

const jobsQueued = new Gauge({
  name: 'vidcraft_job_queue_depth',
  help: 'Jobs due to run and not started yet, by queue (the whole deployment)',
  labelNames: ['queue'] as const,
  registers: [registry],
});
const queueLag = new Gauge({
  name: 'vidcraft_job_queue_lag_seconds',
  help: 'How long the oldest job due to run has waited to start, by queue (0 when none waits)',
  labelNames: ['queue'] as const,
  registers: [registry],
});
const quotaUsedToday = new Gauge({
  name: 'vidcraft_youtube_quota_used_today_units',
  help: 'YouTube quota units the project spent today (Pacific day, the whole deployment)',
  registers: [registry],
});
const quotaBudget = new Gauge({
  name: 'vidcraft_youtube_quota_daily_budget_units',
  help: 'The daily YouTube quota budget (YOUTUBE_QUOTA_DAILY or the admin setting)',
  registers: [registry],
});
const quotaExhausted = new Gauge({
  name: 'vidcraft_youtube_quota_exhausted',
  help: '1 when YouTube answered quotaExceeded today: YouTube work waits for the reset',
  registers: [registry],
});

/** Reads the deployment-wide figures into their gauges; called just before each scrape is rendered. */
export async function refreshDeploymentGauges(figures: DeploymentFigures, queues: string[]): Promise<void> {
  const [rows, quota] = await Promise.all([figures.queues(), figures.quotaToday()]);
  const byQueue = new Map(rows.map((row) => [row.queue, row]));
  // Reset first: a queue seen in an earlier scrape and idle now must not keep its old figures.
  jobsQueued.reset();
  queueLag.reset();
  // Every queue is listed, with 0 when idle, so a dashboard or alert never sees a series vanish.
  for (const queue of new Set([...queues, ...byQueue.keys()])) {
    const row = byQueue.get(queue);
    jobsQueued.set({ queue }, row?.waiting ?? 0);
    queueLag.set({ queue }, row?.lagSeconds ?? 0);
  }
  quotaUsedToday.set(quota.usedUnits);
  quotaBudget.set(quota.dailyBudget);
  quotaExhausted.set(quota.exhausted ? 1 : 0);
}
