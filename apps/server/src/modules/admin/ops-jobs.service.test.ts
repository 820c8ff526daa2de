// The admins' jobs on a real database and a real job engine: counts by kind and state, failures with their
// errors, retry (once per key, resuming from the checkpoint) and cancel, each with its audit entry.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, eventually, insertTestUser, type TestApp } from '../../../test/test-app.ts';
import type { JobCatalogue } from '../../jobs/job-catalogue.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import { AuditLogRepo } from './audit-log.repo.ts';
import { OpsJobsRepo } from './ops-jobs.repo.ts';
import { OpsJobsService } from './ops-jobs.service.ts';

const catalogue = {
  'ops-test': {
    input: z.object({ mode: z.enum(['fail-once', 'ok', 'hold']), label: z.string() }),
    steps: ['working'],
    maxAttempts: 1,
  },
  'ops-other': { input: z.object({}), steps: ['working'], maxAttempts: 1 },
} satisfies JobCatalogue;
type Catalogue = typeof catalogue;

/** Runs of mode `hold` wait here until the test lets them go. */
const held = new Map<string, () => void>();

describe('OpsJobsService', () => {
  let t: TestApp<Catalogue>;
  let service: OpsJobsService;
  let adminId: string;
  const admin = () => ({ userId: adminId });

  beforeAll(async () => {
    t = await createTestApp<Catalogue>({
      catalogue,
      handlers: (registry) => {
        registry
          .handle('ops-test', async (ctx) => {
            await ctx.step('working');
            if (ctx.input.mode === 'hold') await new Promise<void>((go) => held.set(ctx.runId, go));
            if (ctx.input.mode === 'fail-once' && !ctx.checkpoint) {
              await ctx.saveCheckpoint({ halfDone: true }, 50);
              throw new JobFailure('FORBIDDEN', 'The channel does not allow this.');
            }
            return { resumed: ctx.checkpoint !== null };
          })
          .handle('ops-other', async () => ({}));
      },
    });
    adminId = await insertTestUser(t.database, 'Ops Admin');
    service = new OpsJobsService({
      repo: new OpsJobsRepo(t.database.db),
      audit: new AuditLogRepo(t.database.db),
      jobs: { kinds: () => Object.keys(catalogue), dispatch: (run) => t.jobs.dispatch(run) },
    });
  });
  afterAll(() => t.close());

  const statusOf = async (id: string) => (await t.jobs.runs.find(id))!.status;
  const ended = (id: string, status: string) =>
    eventually(async () => (await statusOf(id)) === status, 30_000);
  const auditOf = (id: string) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', id)
      .orderBy('created_at')
      .execute();

  it('counts runs by kind and state, pages them with filters, and lists failures with their errors', async () => {
    const owner = await insertTestUser(t.database, 'Job Owner');
    const failing = await t.jobs.enqueue(
      'ops-test',
      { mode: 'fail-once', label: 'count' },
      { ownerUserId: owner },
    );
    const fine = await t.jobs.enqueue('ops-test', { mode: 'ok', label: 'count' });
    const other = await t.jobs.enqueue('ops-other', {});
    await ended(failing.id, 'failed');
    await ended(fine.id, 'succeeded');
    await ended(other.id, 'succeeded');

    const all = await service.overview({});
    expect(all.kinds).toEqual(['ops-other', 'ops-test']);
    const count = (kind: string, status: string) =>
      all.counts.find((c) => c.kind === kind && c.status === status)?.count ?? 0;
    expect(count('ops-test', 'failed')).toBeGreaterThanOrEqual(1);
    expect(count('ops-test', 'succeeded')).toBeGreaterThanOrEqual(1);
    expect(count('ops-other', 'succeeded')).toBeGreaterThanOrEqual(1);
    expect(all.total).toBe(all.counts.reduce((n, c) => n + c.count, 0));

    const failure = all.failures.find((f) => f.id === failing.id);
    expect(failure).toMatchObject({
      kind: 'ops-test',
      status: 'failed',
      error: { code: 'FORBIDDEN', message: 'The channel does not allow this.' },
      owner: { id: owner, email: 'job.owner@example.com' },
    });

    const failedOnly = await service.overview({ kind: 'ops-test', status: 'failed' });
    expect(failedOnly.runs.length).toBeGreaterThan(0);
    expect(failedOnly.runs.every((r) => r.kind === 'ops-test' && r.status === 'failed')).toBe(true);

    const first = await service.overview({ page: 1, pageSize: 1 });
    const second = await service.overview({ page: 2, pageSize: 1 });
    expect(first.runs).toHaveLength(1);
    expect(second.runs).toHaveLength(1);
    expect(first.runs[0]!.id).not.toBe(second.runs[0]!.id);
    // Newest first.
    expect(first.runs[0]!.createdAt >= second.runs[0]!.createdAt).toBe(true);
  });

  it('retries a failed run once per key, from its checkpoint, and records who did it', async () => {
    const run = await t.jobs.enqueue('ops-test', { mode: 'fail-once', label: 'retry' });
    await ended(run.id, 'failed');
    const key = randomUUID();
    // The same request twice at once, then once more: one retry.
    const answers = await Promise.all([
      service.retry(admin(), run.id, key),
      service.retry(admin(), run.id, key),
    ]);
    expect(answers.map((a) => a.id)).toEqual([run.id, run.id]);
    await ended(run.id, 'succeeded');
    const again = await service.retry(admin(), run.id, key);
    expect(again.status).toBe('succeeded');

    const finished = (await t.jobs.runs.find(run.id))!;
    expect(finished.result).toEqual({ resumed: true });
    expect(finished.attempts).toBe(1);
    const audit = await auditOf(run.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'job.retry',
      actor_user_id: adminId,
      actor_email: 'ops.admin@example.com',
      target_type: 'job_run',
      before: { status: 'failed', errorCode: 'FORBIDDEN' },
      after: { status: 'queued', errorCode: null, idempotencyKey: key },
    });

    // A new intent on a run that succeeded is refused, and changes nothing.
    await expect(service.retry(admin(), run.id, randomUUID())).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'notRetryable', status: 'succeeded' },
    });
    expect(await auditOf(run.id)).toHaveLength(1);
  });

  it('cancels a waiting run once, refuses running and ended ones, and can retry a cancelled run', async () => {
    const later = await t.jobs.enqueue(
      'ops-test',
      { mode: 'ok', label: 'cancel' },
      { startAfter: new Date(Date.now() + 3600_000) },
    );
    const cancelled = await service.cancel(admin(), later.id);
    expect(cancelled.status).toBe('cancelled');
    expect((await service.cancel(admin(), later.id)).status).toBe('cancelled');
    const audit = await auditOf(later.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'job.cancel',
      before: { status: 'queued' },
      after: { status: 'cancelled' },
    });

    const running = await t.jobs.enqueue('ops-test', { mode: 'hold', label: 'running' });
    await eventually(async () => held.has(running.id), 30_000);
    await expect(service.cancel(admin(), running.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'notCancellable', status: 'running' },
    });
    held.get(running.id)!();
    await ended(running.id, 'succeeded');
    await expect(service.cancel(admin(), running.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await auditOf(running.id)).toHaveLength(0);

    // A cancelled run may run after all.
    await service.retry(admin(), later.id, randomUUID());
    await ended(later.id, 'succeeded');
    expect((await auditOf(later.id)).map((a) => a.action)).toEqual(['job.cancel', 'job.retry']);
  });

  it('refuses a retry beside a live run of the same intent, and answers not found for unknown runs', async () => {
    const first = await t.jobs.enqueue('ops-test', { mode: 'fail-once', label: 'dup' }, { key: 'same' });
    await ended(first.id, 'failed');
    const live = await t.jobs.enqueue(
      'ops-test',
      { mode: 'ok', label: 'dup' },
      { key: 'same', startAfter: new Date(Date.now() + 3600_000) },
    );
    await expect(service.retry(admin(), first.id, randomUUID())).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'liveDuplicate' },
    });
    expect(await statusOf(first.id)).toBe('failed');
    expect(await auditOf(first.id)).toHaveLength(0);
    await service.cancel(admin(), live.id);

    await expect(service.retry(admin(), randomUUID(), randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.cancel(admin(), randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
