import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import type { JobCatalogue } from './job-catalogue.ts';
import { JobEngine } from './job-engine.ts';
import { JobFailure, JobPause } from './job-errors.ts';
import { JobRegistry } from './job-registry.ts';

const catalogue = {
  'test-work': {
    input: z.object({
      mode: z.enum(['ok', 'flaky', 'fatal', 'crash', 'pause-once']),
      label: z.string().default(''),
    }),
    steps: ['preparing', 'working'],
    maxAttempts: 3,
  },
  'test-pages': {
    input: z.object({ pages: z.number().int().min(1), gate: z.string() }),
    steps: ['paging'],
    maxAttempts: 3,
  },
} satisfies JobCatalogue;
type Catalogue = typeof catalogue;

/** Promises a test resolves to let a paging job move past a given page. */
const gates = new Map<string, { reached: number; waiters: Map<number, () => void> }>();
function pageGate(name: string) {
  let gate = gates.get(name);
  if (!gate) gates.set(name, (gate = { reached: 0, waiters: new Map() }));
  return gate;
}

function registry() {
  const calls = { work: 0 };
  const reg = new JobRegistry<Catalogue>()
    .handle('test-work', async (ctx) => {
      calls.work += 1;
      await ctx.step('preparing');
      await ctx.progress(40, 'half way');
      await ctx.step('working', 'doing the work');
      const { mode } = ctx.input;
      if (mode === 'flaky' && ctx.attempt < 2)
        throw new JobFailure('UPSTREAM_UNAVAILABLE', 'YouTube is unavailable', { retryable: true });
      if (mode === 'fatal') throw new JobFailure('FORBIDDEN', 'The channel does not allow this.');
      if (mode === 'crash') throw new Error('a bug with private details');
      if (mode === 'pause-once' && ctx.attempt < 2)
        throw new JobPause('QUOTA_EXCEEDED', 'Quota spent', new Date(Date.now() + 700));
      return { attempt: ctx.attempt, label: ctx.input.label };
    })
    .handle('test-pages', async (ctx) => {
      const gate = pageGate(ctx.input.gate);
      await ctx.step('paging');
      const start = (ctx.checkpoint as { next: number } | null)?.next ?? 0;
      const seen: number[] = [...((ctx.checkpoint as { seen?: number[] } | null)?.seen ?? [])];
      for (let page = start; page < ctx.input.pages; page += 1) {
        gate.reached = page;
        await new Promise<void>((resolve) => gate.waiters.set(page, resolve));
        seen.push(page);
        await ctx.saveCheckpoint({ next: page + 1, seen }, ((page + 1) / ctx.input.pages) * 100);
      }
      return { seen, resumedFrom: start };
    });
  return { reg, calls };
}

/** Moves a built registry's handlers into the one the test app's engine holds. */
function copyHandlers(from: JobRegistry<Catalogue>, to: JobRegistry<Catalogue>) {
  for (const kind of Object.keys(catalogue) as (keyof Catalogue)[]) to.handle(kind, from.get(kind));
}

function release(gateName: string, page: number) {
  return eventually(async () => {
    const resolve = pageGate(gateName).waiters.get(page);
    if (resolve) resolve();
    return resolve !== undefined;
  });
}

/** A second worker process on the test app's database (its own engine), with the given handlers. */
function startWorker(
  t: TestApp<Catalogue>,
  reg: JobRegistry<Catalogue>,
  options: { concurrency?: number; orphanScanSeconds?: number } = {},
) {
  const worker = new JobEngine<Catalogue>({
    database: t.database,
    catalogue,
    logger: pino({ level: 'silent' }),
    registry: reg,
    concurrency: options.concurrency ?? 1,
    schedules: {},
    pollingIntervalSeconds: 0.5,
    ...(options.orphanScanSeconds === undefined ? {} : { orphanScanSeconds: options.orphanScanSeconds }),
  });
  return worker.start().then(() => worker);
}

describe('job engine', () => {
  let t: TestApp<Catalogue>;
  let calls: { work: number };
  beforeAll(async () => {
    const built = registry();
    calls = built.calls;
    t = await createTestApp({ catalogue, handlers: (reg) => copyHandlers(built.reg, reg) });
  });
  afterAll(() => t.close());

  const finished = (id: string) =>
    eventually(async () => {
      const run = await t.jobs.runs.find(id);
      return run && ['succeeded', 'failed', 'cancelled'].includes(run.status) ? run : undefined;
    });

  it('runs a job through its steps to success', async () => {
    const run = await t.jobs.enqueue('test-work', { mode: 'ok', label: 'a' }, { ownerUserId: null });
    expect(run.status).toBe('queued');
    expect(run.steps).toEqual([
      { id: 'preparing', status: 'pending' },
      { id: 'working', status: 'pending' },
    ]);
    const done = await finished(run.id);
    expect(done.status).toBe('succeeded');
    expect(done.progress).toBe(100);
    expect(done.steps.every((s) => s.status === 'completed')).toBe(true);
    expect(done.result).toEqual({ attempt: 1, label: 'a' });
    expect(done.finished_at).toBeInstanceOf(Date);
  });

  it('joins the live run of the same intent instead of starting a second', async () => {
    const before = calls.work;
    const [a, b] = [
      await t.jobs.enqueue('test-work', { mode: 'ok' }, { key: 'same-intent' }),
      await t.jobs.enqueue('test-work', { mode: 'ok' }, { key: 'same-intent' }),
    ];
    expect(b.id).toBe(a.id);
    await finished(a.id);
    expect(calls.work - before).toBe(1);
    const again = await t.jobs.enqueue('test-work', { mode: 'ok' }, { key: 'same-intent' });
    expect(again.id).not.toBe(a.id); // a finished run does not block a new one
    await finished(again.id);
  });

  it('retries a retryable failure and then succeeds', async () => {
    const run = await t.jobs.enqueue('test-work', { mode: 'flaky' });
    const done = await finished(run.id);
    expect(done.status).toBe('succeeded');
    expect(done.attempts).toBe(2);
    expect(done.error_code).toBeNull();
  });

  it('fails with the code and message the owner can act on', async () => {
    const done = await finished((await t.jobs.enqueue('test-work', { mode: 'fatal' })).id);
    expect(done.status).toBe('failed');
    expect(done.error_code).toBe('FORBIDDEN');
    expect(done.error_message).toBe('The channel does not allow this.');
    expect(done.attempts).toBe(1);
  });

  it('hides the details of an unexpected error', async () => {
    const done = await finished((await t.jobs.enqueue('test-work', { mode: 'crash' })).id);
    expect(done.status).toBe('failed');
    expect(done.error_code).toBe('INTERNAL');
    expect(done.error_message).not.toContain('private');
  });

  it('pauses until the given time and then resumes', async () => {
    const run = await t.jobs.enqueue('test-work', { mode: 'pause-once' });
    const paused = await eventually(async () => {
      const r = await t.jobs.runs.find(run.id);
      return r?.status === 'paused' ? r : undefined;
    });
    expect(paused.error_code).toBe('QUOTA_EXCEEDED');
    expect(paused.resume_at).toBeInstanceOf(Date);
    const done = await finished(run.id);
    expect(done.status).toBe('succeeded');
    expect(done.resume_at).toBeNull();
  });
});

describe('job engine across restarts', () => {
  it('checkpoints on shutdown and resumes from the checkpoint in the next process', async () => {
    const first = registry();
    const t = await createTestApp({ catalogue, handlers: (reg) => copyHandlers(first.reg, reg) });
    const run = await t.jobs.enqueue('test-pages', { pages: 4, gate: 'restart' });
    await release('restart', 0);
    await release('restart', 1);
    await eventually(async () => pageGate('restart').reached === 2);
    // Shut down while page 2 is in flight; the handler finishes the page, checkpoints, and is interrupted.
    const stopping = t.jobs.stop(5000);
    await release('restart', 2);
    await stopping;
    const interrupted = await t.jobs.runs.find(run.id);
    expect(interrupted?.status).toBe('queued');
    expect(interrupted?.checkpoint).toEqual({ next: 3, seen: [0, 1, 2] });

    const second = registry();
    const engine = await startWorker(t, second.reg);
    await release('restart', 3);
    const done = await eventually(async () => {
      const r = await engine.runs.find(run.id);
      return r?.status === 'succeeded' ? r : undefined;
    });
    expect(done.result).toEqual({ seen: [0, 1, 2, 3], resumedFrom: 3 });
    await engine.stop(2000);
    await t.close();
  });

  it('resumes a run left running by a process that died', async () => {
    const t = await createTestApp({ catalogue });
    const run = await t.jobs.enqueue('test-pages', { pages: 2, gate: 'orphan' });
    // What a crash leaves behind: the row says running, with a checkpoint, and no worker holds it.
    await t.jobs.runs.update(run.id, {
      status: 'running',
      checkpoint: { next: 1, seen: [0] },
      heartbeat_at: sql<Date>`now() - interval '5 minutes'` as unknown as Date,
    });
    const worker = await startWorker(t, registry().reg);
    await release('orphan', 1);
    const done = await eventually(async () => {
      const r = await worker.runs.find(run.id);
      return r?.status === 'succeeded' ? r : undefined;
    });
    expect(done.result).toEqual({ seen: [0, 1], resumedFrom: 1 });
    await worker.stop(2000);
    await t.close();
  });

  it('a running worker takes over a run whose worker died once its heartbeat is stale', async () => {
    const t = await createTestApp({ catalogue });
    const worker = await startWorker(t, registry().reg, { orphanScanSeconds: 0.2 });
    // After this worker started: another worker claimed the run, checkpointed page 0 and died (no restart here).
    const { run } = await t.jobs.runs.insertOrJoin({
      kind: 'test-pages',
      key: null,
      ownerUserId: null,
      input: { pages: 2, gate: 'dead-worker' },
      steps: [{ id: 'paging', status: 'pending' }],
    });
    await t.jobs.runs.update(run.id, {
      status: 'running',
      attempts: 1,
      checkpoint: { next: 1, seen: [0] },
      heartbeat_at: sql<Date>`now() - interval '5 minutes'` as unknown as Date,
    });
    await release('dead-worker', 1);
    const done = await eventually(async () => {
      const r = await worker.runs.find(run.id);
      return r?.status === 'succeeded' ? r : undefined;
    });
    expect(done.result).toEqual({ seen: [0, 1], resumedFrom: 1 });
    expect(done.attempts).toBe(2);
    await worker.stop(2000);
    await t.close();
  });

  it('a run whose worker is alive is not taken over', async () => {
    const t = await createTestApp({ catalogue });
    const worker = await startWorker(t, registry().reg, { orphanScanSeconds: 0.2 });
    const { run } = await t.jobs.runs.insertOrJoin({
      kind: 'test-pages',
      key: null,
      ownerUserId: null,
      input: { pages: 1, gate: 'live-worker' },
      steps: [{ id: 'paging', status: 'pending' }],
    });
    await t.jobs.runs.update(run.id, { status: 'running', attempts: 1, heartbeat_at: new Date() });
    // Several scans pass; the run keeps its one attempt (nobody else claimed it).
    const scans = Date.now();
    await eventually(async () => Date.now() - scans > 1500);
    expect((await worker.runs.find(run.id))?.attempts).toBe(1);
    await worker.stop(2000);
    await t.close();
  });

  it('never takes over a run it is executing itself, even when its heartbeat aged (a stalled event loop)', async () => {
    const t = await createTestApp({ catalogue });
    const worker = await startWorker(t, registry().reg, { concurrency: 2, orphanScanSeconds: 0.2 });
    const run = await worker.enqueue('test-pages', { pages: 1, gate: 'stalled-here' });
    await eventually(async () => pageGate('stalled-here').waiters.has(0));
    await t.jobs.runs.update(run.id, {
      heartbeat_at: sql<Date>`now() - interval '5 minutes'` as unknown as Date,
    });
    const scans = Date.now();
    await eventually(async () => Date.now() - scans > 1500);
    expect((await worker.runs.find(run.id))?.attempts).toBe(1);
    await release('stalled-here', 0);
    const done = await eventually(async () => {
      const r = await worker.runs.find(run.id);
      return r?.status === 'succeeded' ? r : undefined;
    });
    expect(done.attempts).toBe(1);
    await worker.stop(2000);
    await t.close();
  });

  it('refuses to start workers when a job kind has no handler or two', async () => {
    const t = await createTestApp({ catalogue });
    const make = (reg: JobRegistry<Catalogue>) =>
      new JobEngine<Catalogue>({
        database: t.database,
        catalogue,
        logger: pino({ level: 'silent' }),
        registry: reg,
        concurrency: 1,
        schedules: {},
      });
    const missing = new JobRegistry<Catalogue>().handle('test-work', async () => null);
    await expect(make(missing).start()).rejects.toThrow('job "test-pages" has no handler');
    const doubled = registry().reg.handle('test-work', async () => null);
    await expect(make(doubled).start()).rejects.toThrow('job "test-work" has 2 handlers');
    await t.close();
  });
});
