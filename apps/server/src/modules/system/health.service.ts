// What this process can do right now, for /api/health (the summary people and the status page read) and for
// load balancers (/api/health/live, /api/health/ready; the shapes are documented in health.routes.ts).
// Checks are cheap (a database ping: `select 1`, or embedded the database thread's answer; one Redis ping) and
// concurrent callers share the one in flight.
import type { Kysely } from 'kysely';
import type { HealthResponse } from '@vidcraft/contracts';
import { pingDatabaseWithin } from '../../db/ping.ts';
import type { Database } from '../../db/schema.ts';
import type { RedisHealth } from '../../http/rate-limits.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import type { MediaToolsStatus } from '../uploads/media/media-tools.ts';

const DATABASE_TIMEOUT_MS = 2000;

type Up = { status: 'up' | 'down'; detail?: string };

export interface Readiness {
  status: 'ready' | 'not_ready';
  role: 'all' | 'api' | 'worker';
  /** The checks that make this process not ready (empty when ready). */
  failed: ('database' | 'jobs' | 'mediaTools' | 'shutdown')[];
  checks: {
    database: Up;
    jobs: Up;
    /** `off` without REDIS_URL; `degraded` serves on with in-process rate limits, so it never fails readiness. */
    redis: { status: 'up' | 'degraded' | 'off'; detail?: string };
    /** ffmpeg and ffprobe: required in a process that runs jobs (upload analyses run there). */
    mediaTools: Up & { required: boolean };
  };
}

export interface HealthDeps {
  db: Kysely<Database>;
  /**
   * How the database is asked, within two seconds (default: `select 1`). Embedded: the database thread's own
   * answer, so a health check under load does not wait behind the queries queued for its one session.
   */
  pingDatabase?: () => Promise<void>;
  databaseKind: 'embedded' | 'postgres';
  jobs: Pick<JobEngine, 'isRunning' | 'runsWorkers'>;
  startedAt: number;
  mediaTools: MediaToolsStatus;
  role?: Readiness['role'];
  /** Whether Redis answers; null or absent without REDIS_URL. */
  checkRedis?: () => Promise<RedisHealth | null>;
  /** True once shutdown began: the process finishes what it has and takes nothing new. */
  shuttingDown?: () => boolean;
}

interface Snapshot {
  database: Up;
  jobs: Up & { workers: boolean };
  redis: RedisHealth | null;
  mediaTools: Up;
}

export class HealthService {
  private readonly deps: HealthDeps;
  private inFlight: Promise<Snapshot> | undefined;

  constructor(deps: HealthDeps) {
    this.deps = deps;
  }

  get uptimeSeconds(): number {
    return Math.round((Date.now() - this.deps.startedAt) / 1000);
  }

  /** The summary at /api/health: 503 when the database or the job engine is down. */
  async check(): Promise<HealthResponse> {
    const s = await this.snapshot();
    const ok = s.database.status === 'up' && s.jobs.status === 'up';
    return {
      status: ok ? 'ok' : 'degraded',
      uptimeSeconds: this.uptimeSeconds,
      database: { kind: this.deps.databaseKind, ...s.database },
      jobs: s.jobs,
      // Missing media tools stop only the upload tool: reported, but the service stays healthy.
      mediaTools: s.mediaTools,
      ...(s.redis ? { redis: s.redis } : {}),
    };
  }

  /** Whether a load balancer should send this process traffic (and a worker take jobs). */
  async ready(): Promise<Readiness> {
    const s = await this.snapshot();
    const mediaRequired = this.deps.jobs.runsWorkers;
    const failed: Readiness['failed'] = [];
    if (s.database.status !== 'up') failed.push('database');
    if (s.jobs.status !== 'up') failed.push('jobs');
    if (mediaRequired && s.mediaTools.status !== 'up') failed.push('mediaTools');
    if (this.deps.shuttingDown?.()) failed.push('shutdown');
    const { workers: _workers, ...jobs } = s.jobs;
    return {
      status: failed.length === 0 ? 'ready' : 'not_ready',
      role: this.deps.role ?? 'all',
      failed,
      checks: {
        database: s.database,
        jobs,
        redis: s.redis ?? { status: 'off' },
        mediaTools: { ...s.mediaTools, required: mediaRequired },
      },
    };
  }

  private snapshot(): Promise<Snapshot> {
    this.inFlight ??= this.takeSnapshot().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async takeSnapshot(): Promise<Snapshot> {
    const [database, redis] = await Promise.all([
      this.pingDatabase(),
      this.deps.checkRedis?.().catch((): RedisHealth => ({
        status: 'degraded',
        detail: 'Redis does not answer: using in-process limits',
      })) ?? null,
    ]);
    const jobsUp = this.deps.jobs.isRunning;
    const tools = this.deps.mediaTools;
    return {
      database,
      jobs: {
        status: jobsUp ? 'up' : 'down',
        workers: this.deps.jobs.runsWorkers,
        ...(jobsUp ? {} : { detail: 'The job engine is not running.' }),
      },
      redis,
      mediaTools: tools.available
        ? { status: 'up' }
        : {
            status: 'down',
            detail: `Video analysis is unavailable: ${tools.missing
              .map((m) => `${m.name} (${m.reason})`)
              .join('; ')}. Install Debian's ffmpeg package.`,
          },
    };
  }

  private async pingDatabase(): Promise<Up> {
    try {
      await pingDatabaseWithin(this.deps.db, DATABASE_TIMEOUT_MS, this.deps.pingDatabase);
      return { status: 'up' };
    } catch (error) {
      // The driver's message, without any address that could carry credentials.
      const reason = (error as Error).message.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<address>');
      return { status: 'down', detail: `The database did not answer: ${reason}` };
    }
  }
}
