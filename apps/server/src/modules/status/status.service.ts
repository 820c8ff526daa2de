// The public status: every figure the status page shows, computed at most once per CACHE_MS whatever the
// number of visitors (concurrent requests share the computation in flight). Reads only.
import type { Kysely } from 'kysely';
import type { StatusLevel, StatusQueue, StatusResponse } from '@vidcraft/contracts';
import { pingDatabaseWithin } from '../../db/ping.ts';
import type { Database } from '../../db/schema.ts';
import type { IncidentsRepo } from './incidents.repo.ts';
import { presentIncident } from './incidents.service.ts';
import type { QueueFigures, StatusQueuesRepo } from './status-queues.repo.ts';

const CACHE_MS = 5000;
const DATABASE_TIMEOUT_MS = 2000;
const HOUR_MS = 3_600_000;
/** Resolved incidents stay on the page this long. */
const RESOLVED_SHOWN_MS = 14 * 24 * HOUR_MS;

/** Where a figure stops being fine (degraded) and where it means the part does not work (down). */
export const THRESHOLDS = {
  databaseSlowMs: 500,
  queueLagSeconds: { degraded: 300, down: 1800 },
  failedLastHour: { degraded: 1, down: 10 },
  quotaShare: { degraded: 0.9, down: 1 },
} as const;

const ORDER: StatusLevel[] = ['ok', 'degraded', 'down'];
export const worst = (...levels: StatusLevel[]): StatusLevel =>
  levels.reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a), 'ok');

const levelOf = (value: number, limits: { degraded: number; down: number }): StatusLevel =>
  value >= limits.down ? 'down' : value >= limits.degraded ? 'degraded' : 'ok';

export interface QuotaToday {
  day: string;
  resetsAt: string;
  used: number;
  dailyLimit: number;
  exhausted: boolean;
}

export interface StatusDeps {
  db: Kysely<Database>;
  queues: StatusQueuesRepo;
  incidents: IncidentsRepo;
  jobs: { isRunning: boolean; runsWorkers: boolean; kinds: () => string[] };
  quotaToday: () => Promise<QuotaToday>;
  engines: StatusResponse['engines'];
  version: string;
  now: () => Date;
  cacheMs?: number;
}

export class StatusService {
  private readonly deps: StatusDeps;
  private cached: { at: number; value: Promise<StatusResponse> } | null = null;
  constructor(deps: StatusDeps) {
    this.deps = deps;
  }

  current(): Promise<StatusResponse> {
    const at = this.deps.now().getTime();
    if (this.cached && at - this.cached.at < (this.deps.cacheMs ?? CACHE_MS)) return this.cached.value;
    const value = this.compute();
    this.cached = { at, value };
    // A failed computation is not kept: the next request tries again.
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  /** Drops the cached figures (an incident changed, so visitors should see it at their next refresh). */
  invalidate(): void {
    this.cached = null;
  }

  private async compute(): Promise<StatusResponse> {
    const now = this.deps.now();
    const [database, queues, quota, incidents] = await Promise.all([
      this.database(),
      this.deps.queues.byKind(now, new Date(now.getTime() - HOUR_MS)).catch(() => null),
      this.deps.quotaToday().catch(() => null),
      this.deps.incidents.listCurrent(new Date(now.getTime() - RESOLVED_SHOWN_MS)).catch(() => []),
    ]);
    const jobs = this.jobs(now, queues);
    const youtubeQuota = quota
      ? {
          level: quota.exhausted
            ? ('down' as const)
            : levelOf(quota.dailyLimit > 0 ? quota.used / quota.dailyLimit : 1, THRESHOLDS.quotaShare),
          ...quota,
        }
      : {
          level: 'down' as const,
          day: now.toISOString().slice(0, 10),
          resetsAt: now.toISOString(),
          used: 0,
          dailyLimit: 0,
          exhausted: false,
        };
    const api = { level: 'ok' as const, version: this.deps.version };
    return {
      level: worst(api.level, database.level, jobs.level, youtubeQuota.level),
      checkedAt: now.toISOString(),
      api,
      database,
      jobs,
      youtubeQuota,
      engines: this.deps.engines,
      incidents: incidents.map(presentIncident),
    };
  }

  private async database(): Promise<StatusResponse['database']> {
    const started = performance.now();
    try {
      await pingDatabaseWithin(this.deps.db, DATABASE_TIMEOUT_MS);
      const roundTripMs = Math.round(performance.now() - started);
      return { level: roundTripMs >= THRESHOLDS.databaseSlowMs ? 'degraded' : 'ok', roundTripMs };
    } catch {
      return { level: 'down', roundTripMs: null };
    }
  }

  /** Every known queue, idle ones included; null figures: the job table could not be read. */
  private jobs(now: Date, figures: QueueFigures[] | null): StatusResponse['jobs'] {
    const { jobs } = this.deps;
    const byKind = new Map((figures ?? []).map((f) => [f.kind, f]));
    const kinds = [...new Set([...jobs.kinds(), ...byKind.keys()])].sort();
    const queues: StatusQueue[] = kinds.map((kind) => {
      const f = byKind.get(kind);
      const lagSeconds = f?.oldestDueAt
        ? Math.max(0, Math.round((now.getTime() - f.oldestDueAt.getTime()) / 1000))
        : 0;
      const failedLastHour = f?.failedSince ?? 0;
      return {
        kind,
        waiting: f?.waiting ?? 0,
        lagSeconds,
        failedLastHour,
        level: worst(
          levelOf(lagSeconds, THRESHOLDS.queueLagSeconds),
          levelOf(failedLastHour, THRESHOLDS.failedLastHour),
        ),
      };
    });
    const running = jobs.isRunning;
    return {
      level: !running || figures === null ? 'down' : worst(...queues.map((q) => q.level)),
      workersRunning: running && jobs.runsWorkers,
      queues,
    };
  }
}
