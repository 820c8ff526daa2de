// A worker process for the experiment flow tests: its own job engine and services on the test app's database,
// on a clock the test moves. `restart()` stops the previous one first, as a real restart would.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { expect } from 'vitest';
import { JobEngine } from '../src/jobs/job-engine.ts';
import { JobRegistry } from '../src/jobs/job-registry.ts';
import { registerJobHandlers } from '../src/job-handlers.ts';
import { findMediaTools } from '../src/modules/uploads/media/media-tools.ts';
import { retentionRules } from '../src/server.ts';
import { createServices, type Services } from '../src/services.ts';
import { eventually, type TestApp } from './test-app.ts';

export class SwapWorker {
  engine: JobEngine | null = null;
  services!: Services;
  private readonly app: () => TestApp<never>;
  private readonly now: () => Date;

  /** `app` is read when the worker starts (suites make their app in beforeAll). */
  constructor(app: () => TestApp<never>, now: () => Date) {
    this.app = app;
    this.now = now;
  }

  async restart(): Promise<void> {
    await this.stop();
    const t = this.app();
    const registry = new JobRegistry();
    const engine = new JobEngine({
      database: t.database,
      logger: pino({ level: 'silent' }),
      registry,
      concurrency: 1,
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    this.services = createServices({
      config: t.config,
      database: t.database,
      google: t.google,
      jobs: engine,
      now: this.now,
      mediaTools: await findMediaTools(),
    });
    registerJobHandlers(registry, {
      db: t.database.db,
      services: this.services,
      retention: retentionRules(),
    });
    await engine.start();
    this.engine = engine;
  }

  /** Runs the swap job once, to its end, and expects it to succeed. */
  async runSwaps(): Promise<void> {
    const engine = this.engine!;
    const run = await engine.enqueue('experiment-swaps', {}, { key: `swaps:${randomUUID()}` });
    const done = await eventually(async () => {
      const current = await engine.runs.find(run.id);
      return current && ['succeeded', 'failed'].includes(current.status) ? current : undefined;
    }, 30_000);
    expect(done.status).toBe('succeeded');
  }

  async stop(): Promise<void> {
    await this.engine?.stop(2000);
    this.engine = null;
  }
}
