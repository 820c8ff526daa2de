// The job engine: pg-boss on the application's own database (embedded PGlite or PostgreSQL) carries the
// deliveries; the job_runs table carries what the owner sees and where a run resumes. A pg-boss message only
// says "run <id> may proceed"; the run itself is claimed atomically, so duplicates and retries are harmless.
import { PgBoss, type Job } from 'pg-boss';
import type { Logger } from 'pino';
import type { Kysely } from 'kysely';
import type { JobRunView } from '@vidcraft/contracts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database, JobRunRow } from '../db/schema.ts';
import {
  jobCatalogue,
  type AppJobCatalogue,
  type JobCatalogue,
  type JobRequestOf,
  type JobKindOf,
} from './job-catalogue.ts';
import { createJobContext } from './job-context.ts';
import { JobFailure, JobInterrupted, JobPause } from './job-errors.ts';
import { JobEvents, toJobRunView } from './job-events.ts';
import type { JobRegistry } from './job-registry.ts';
import {
  JobRunsRepo,
  ORPHAN_SCAN_SECONDS,
  RUN_HEARTBEAT_SECONDS,
  RUN_LEASE_SECONDS,
} from './job-runs.repo.ts';
import { AppError } from '../http/app-error.ts';
import { jobDuration } from '../metrics/metrics.ts';

interface Delivery {
  runId?: string;
}

export interface JobEngineOptions<C extends JobCatalogue> {
  database: DatabaseHandle;
  /** The kinds this engine knows; the application's catalogue unless a test brings its own. */
  catalogue?: C;
  logger: Logger;
  /** Handlers to run here; null for an API-only process that only enqueues. */
  registry: JobRegistry<C> | null;
  concurrency: number;
  schedules: Partial<Record<JobKindOf<C>, string>>;
  pollingIntervalSeconds?: number;
  /** First retry delay after a retryable failure; doubles per attempt, with jitter. */
  retryBaseSeconds?: number;
  /** How often a worker looks for runs another worker left running when it died (default ORPHAN_SCAN_SECONDS). */
  orphanScanSeconds?: number;
}

/** pg-boss's own heartbeat on a delivery: its redelivery is a fallback behind the run's lease (job-runs.repo). */
const DELIVERY_HEARTBEAT_SECONDS = RUN_LEASE_SECONDS;

/** How one execution of a run ended, as /metrics counts it. */
type JobOutcome = 'succeeded' | 'failed' | 'retrying' | 'paused' | 'interrupted';

const RETRY_BASE_SECONDS = 5;

export class JobEngine<C extends JobCatalogue = AppJobCatalogue> {
  readonly events = new JobEvents();
  readonly runs: JobRunsRepo;
  private readonly boss: PgBoss;
  private readonly options: JobEngineOptions<C>;
  private readonly catalogue: C;
  private readonly shutdown = new AbortController();
  private state: 'new' | 'started' | 'stopping' | 'stopped' = 'new';
  private readonly active = new Set<Promise<unknown>>();
  /** Runs this process is executing: never its own orphans, even when a stalled event loop let the heartbeat age. */
  private readonly runningHere = new Set<string>();
  private orphanScan: ReturnType<typeof setInterval> | undefined;

  constructor(options: JobEngineOptions<C>) {
    this.options = options;
    this.catalogue = options.catalogue ?? (jobCatalogue as unknown as C);
    this.runs = new JobRunsRepo(options.database.db);
    const pool = options.database.pool;
    this.boss = new PgBoss({
      db: {
        // pg-boss sends multi-statement scripts; node-postgres answers those with one result per statement.
        executeSql: async (text: string, values?: unknown[]) => {
          const result = (await pool.query(text, values as unknown[])) as unknown;
          if (Array.isArray(result))
            return { rows: result.flatMap((r: { rows?: unknown[] }) => r.rows ?? []) };
          return result as { rows: unknown[] };
        },
      },
      backend: options.database.kind === 'embedded' ? 'pglite' : 'postgres',
      schema: 'pgboss',
      schedule: Object.keys(options.schedules).length > 0 && options.registry !== null,
      supervise: options.registry !== null,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'job engine error'));
  }

  get isRunning(): boolean {
    return this.state === 'started';
  }

  get runsWorkers(): boolean {
    return this.options.registry !== null;
  }

  async start(): Promise<void> {
    this.options.registry?.verify(this.kinds);
    await this.boss.start();
    for (const kind of this.kinds) {
      await this.boss.createQueue(kind, {
        retryLimit: 5,
        retryDelay: RETRY_BASE_SECONDS,
        retryBackoff: true,
        heartbeatSeconds: DELIVERY_HEARTBEAT_SECONDS,
        expireInSeconds: 6 * 3600,
      });
    }
    this.state = 'started';
    if (!this.options.registry) return;
    for (const kind of this.kinds) {
      await this.boss.work<Delivery>(
        kind,
        {
          localConcurrency: this.options.concurrency,
          batchSize: 1,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
        },
        ([job]) => this.track(this.deliver(kind, job!)),
      );
    }
    for (const [kind, cron] of Object.entries(this.options.schedules) as [string, string][]) {
      await this.boss.schedule(kind, cron, {}, { tz: 'UTC' });
    }
    await this.recoverOrphans();
    // Runs whose worker died (heartbeat stale) are taken over here. Without this scan such a run waited for pg-boss
    // to notice the lost delivery (its heartbeat and a 60 s supervision cycle): about two leases, and never when
    // that redelivery came before the run's heartbeat was stale.
    this.orphanScan = setInterval(
      () =>
        void this.resumeStaleRuns().catch((error: unknown) =>
          this.options.logger.warn({ err: error }, 'looking for orphaned job runs failed'),
        ),
      (this.options.orphanScanSeconds ?? ORPHAN_SCAN_SECONDS) * 1000,
    );
    this.orphanScan.unref();
  }

  /** A run as its owner may see it; another user's run is not found. */
  findForOwner(runId: string, userId: string): Promise<JobRunRow | undefined> {
    return this.runs.findForOwner(runId, userId);
  }

  /**
   * Calls `onChange` with the run's view whenever it may have changed: at once from this process's events, and
   * by re-reading it every `pollMs` (another process may be running it). Answers the function that stops it.
   */
  follow(
    runId: string,
    onChange: (view: JobRunView) => void,
    options: { pollMs: number; onError: (error: unknown) => void },
  ): () => void {
    const unsubscribe = this.events.subscribe(runId, onChange);
    const poll = setInterval(() => {
      this.runs
        .find(runId)
        .then((row) => row && onChange(toJobRunView(row)))
        .catch(options.onError);
    }, options.pollMs);
    return () => {
      clearInterval(poll);
      unsubscribe();
    };
  }

  /** Creates a run (or joins the live run with the same key) and queues it. */
  async enqueue<K extends JobKindOf<C>>(
    kind: K,
    input: JobRequestOf<C, K>,
    options: { ownerUserId?: string | null; key?: string | null; startAfter?: Date } = {},
  ): Promise<JobRunRow> {
    const { run, created } = await this.createRun(this.options.database.db, kind, input, options);
    if (created) await this.send(kind, run.id, options.startAfter);
    return run;
  }

  /**
   * Creates the run inside the caller's transaction (so it commits together with, say, a usage record).
   * The caller must `dispatch` it after the commit; a run whose dispatch was lost is re-sent at start-up.
   */
  async createRun<K extends JobKindOf<C>>(
    db: Kysely<Database>,
    kind: K,
    input: JobRequestOf<C, K>,
    options: { ownerUserId?: string | null; key?: string | null } = {},
  ): Promise<{ run: JobRunRow; created: boolean }> {
    const parsed = this.catalogue[kind]!.input.parse(input);
    return new JobRunsRepo(db).insertOrJoin({
      kind,
      key: options.key ?? null,
      ownerUserId: options.ownerUserId ?? null,
      input: parsed,
      steps: this.initialSteps(kind),
    });
  }

  async dispatch(run: JobRunRow): Promise<void> {
    await this.send(run.kind, run.id);
  }

  async stop(timeoutMs: number): Promise<void> {
    if (this.state !== 'started') return;
    this.state = 'stopping';
    clearInterval(this.orphanScan);
    this.shutdown.abort();
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    await Promise.allSettled([...this.active]);
    this.state = 'stopped';
  }

  private get kinds(): string[] {
    return Object.keys(this.catalogue);
  }

  private initialSteps(kind: string) {
    return this.catalogue[kind]!.steps.map((id) => ({ id, status: 'pending' as const }));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.active.add(work);
    void work.finally(() => this.active.delete(work)).catch(() => undefined);
    return work;
  }

  private async send(kind: string, runId: string, startAfter?: Date): Promise<void> {
    await this.boss.send(kind, { runId }, startAfter ? { startAfter } : {});
  }

  private async deliver(kind: string, job: Job<Delivery>): Promise<void> {
    // A scheduled delivery carries no run: it starts one, keyed by kind so schedules never overlap.
    const runId = job.data?.runId ?? (await this.startScheduledRun(kind));
    if (this.runningHere.has(runId)) return;
    const run = await this.runs.claim(runId);
    if (!run) return; // finished, running elsewhere, or not due yet
    this.events.publish(run);
    this.runningHere.add(runId);
    try {
      await this.execute(kind, run);
    } finally {
      this.runningHere.delete(runId);
    }
  }

  private async startScheduledRun(kind: string): Promise<string> {
    const { run } = await this.runs.insertOrJoin({
      kind,
      key: `schedule:${kind}`,
      ownerUserId: null,
      input: {},
      steps: this.initialSteps(kind),
    });
    return run.id;
  }

  private async execute(kind: string, run: JobRunRow): Promise<void> {
    const log = this.options.logger.child({ job: kind, runId: run.id });
    const began = performance.now();
    let outcome: JobOutcome = 'failed';
    const heartbeat = setInterval(() => {
      void this.runs.update(run.id, { heartbeat_at: new Date() }).catch(() => undefined);
    }, RUN_HEARTBEAT_SECONDS * 1000);
    try {
      const input = this.catalogue[kind]!.input.parse(run.input);
      const handler = this.options.registry!.get(kind);
      const ctx = createJobContext({
        run,
        input,
        repo: this.runs,
        events: this.events,
        signal: this.shutdown.signal,
        log,
      });
      const result = await handler(ctx);
      await this.finish(run.id, {
        status: 'succeeded',
        progress: 100,
        result: result ?? null,
        finishedAt: true,
      });
      outcome = 'succeeded';
    } catch (error) {
      outcome = await this.settleFailure(kind, run, error, log);
    } finally {
      clearInterval(heartbeat);
      jobDuration.observe({ queue: kind, outcome }, (performance.now() - began) / 1000);
    }
  }

  private async settleFailure(
    kind: string,
    run: JobRunRow,
    error: unknown,
    log: Logger,
  ): Promise<Exclude<JobOutcome, 'succeeded'>> {
    if (error instanceof JobInterrupted) {
      log.info('job interrupted by shutdown; it will resume from its checkpoint');
      await this.finish(run.id, { status: 'queued', message: error.message });
      await this.send(kind, run.id, new Date(Date.now() + 1000));
      return 'interrupted';
    }
    if (error instanceof JobPause) {
      log.info({ resumeAt: error.resumeAt }, 'job paused');
      await this.finish(run.id, {
        status: 'paused',
        message: error.message,
        errorCode: error.code,
        errorMessage: error.message,
        resumeAt: error.resumeAt,
      });
      await this.send(kind, run.id, error.resumeAt);
      return 'paused';
    }
    const code = error instanceof JobFailure || error instanceof AppError ? error.code : 'INTERNAL';
    const retryable =
      (error instanceof JobFailure && error.retryable) ||
      (error instanceof AppError && (code === 'UPSTREAM_UNAVAILABLE' || code === 'RATE_LIMITED'));
    const message =
      error instanceof JobFailure || error instanceof AppError
        ? error.message
        : 'The job failed unexpectedly. It has been logged for the operators.';
    const current = await this.runs.find(run.id);
    const attempts = current?.attempts ?? run.attempts;
    if (retryable && attempts < this.catalogue[kind]!.maxAttempts) {
      const base = this.options.retryBaseSeconds ?? RETRY_BASE_SECONDS;
      const delay = base * 2 ** (attempts - 1) * (0.5 + Math.random() / 2);
      log.warn({ err: error, attempts }, 'job failed; retrying');
      await this.finish(run.id, { status: 'queued', message, errorCode: code, errorMessage: message });
      await this.send(kind, run.id, new Date(Date.now() + delay * 1000));
      return 'retrying';
    }
    log.error({ err: error }, 'job failed');
    await this.finish(run.id, {
      status: 'failed',
      message,
      errorCode: code,
      errorMessage: message,
      finishedAt: true,
    });
    return 'failed';
  }

  private async finish(
    runId: string,
    outcome: {
      status: JobRunRow['status'];
      progress?: number;
      result?: unknown;
      message?: string;
      errorCode?: string;
      errorMessage?: string;
      resumeAt?: Date;
      finishedAt?: boolean;
    },
  ): Promise<void> {
    const current = await this.runs.find(runId);
    const steps =
      outcome.status === 'succeeded' && current
        ? current.steps.map((s) => ({ ...s, status: 'completed' as const }))
        : undefined;
    const updated = await this.runs.update(runId, {
      status: outcome.status,
      ...(outcome.progress === undefined ? {} : { progress: outcome.progress }),
      ...(outcome.result === undefined ? {} : { result: outcome.result }),
      ...(outcome.message === undefined ? {} : { message: outcome.message }),
      error_code: outcome.errorCode ?? null,
      error_message: outcome.errorMessage ?? null,
      resume_at: outcome.resumeAt ?? null,
      ...(outcome.finishedAt ? { finished_at: new Date() } : {}),
      ...(steps ? { steps, current_step: null } : {}),
    });
    if (updated) this.events.publish(updated);
  }

  /**
   * Runs left `running` by a dead process go back to the queue and resume from their checkpoint; queued runs
   * whose delivery was lost (a crash between commit and dispatch) are sent again. Claims make repeats harmless.
   */
  private async recoverOrphans(): Promise<void> {
    const singleProcess = this.options.database.kind === 'embedded';
    for (const run of await this.runs.listUndelivered()) {
      if (this.kinds.includes(run.kind)) await this.send(run.kind, run.id);
    }
    await this.resumeStaleRuns(singleProcess);
  }

  /** Runs left `running` by a worker that is gone (all of them when this is the only process) resume here. */
  private async resumeStaleRuns(allRunning = false): Promise<void> {
    for (const run of await this.runs.listOrphaned(allRunning)) {
      if (!this.kinds.includes(run.kind) || this.runningHere.has(run.id)) continue;
      this.options.logger.warn(
        { runId: run.id, kind: run.kind },
        'resuming a job left running by a stopped process',
      );
      // Alone, this process may take its own runs back at once. Among several workers the run stays `running`:
      // the claim in `deliver` takes a stale one atomically, so workers that find it together resume it once.
      if (allRunning) await this.runs.update(run.id, { status: 'queued' });
      await this.send(run.kind, run.id);
    }
  }
}
