// The operators' jobs: what is queued, running and failing, and the two things an admin may do about a run.
// Retry puts a failed or cancelled run back in the queue (it resumes from its checkpoint); cancel ends a run
// that is still waiting. A running run is not stopped midway: handlers have no safe point to abandon at, so
// the admin waits for it to end. Each change is one guarded UPDATE plus its audit entry, in one transaction;
// a retry carries an idempotency key, so the same request sent twice retries once.
import type { AdminJobRun, AdminJobsQuery, AdminJobsResponse } from '@vidcraft/contracts';
import { AdminJobsQuery as AdminJobsQuerySchema } from '@vidcraft/contracts';
import type { JobRunRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AuditLogRepo } from './audit-log.repo.ts';
import type { AdminJobRunRow, OpsJobsRepo } from './ops-jobs.repo.ts';

const RECENT_FAILURES = 20;

/** What the service needs of the job engine: its kinds, and sending a queued run to a worker. */
export interface JobDispatcher {
  kinds(): readonly string[];
  dispatch(run: JobRunRow): Promise<void>;
}

export interface OpsActor {
  userId: string;
}

export function presentAdminRun(row: AdminJobRunRow): AdminJobRun {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    owner: row.owner_user_id ? { id: row.owner_user_id, email: row.owner_email } : null,
    attempts: row.attempts,
    progress: row.progress,
    message: row.message,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    resumeAt: row.resume_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a run: enough to see what changed, none of its input or result. */
const auditView = (row: JobRunRow) => ({
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  errorCode: row.error_code,
  errorMessage: row.error_message,
});

export class OpsJobsService {
  private readonly deps: { repo: OpsJobsRepo; audit: AuditLogRepo; jobs: JobDispatcher };
  constructor(deps: OpsJobsService['deps']) {
    this.deps = deps;
  }

  async overview(query: AdminJobsQuery): Promise<AdminJobsResponse> {
    const { kind, status, page, pageSize } = AdminJobsQuerySchema.parse(query);
    const [counts, failures, runs] = await Promise.all([
      this.deps.repo.counts(),
      this.deps.repo.recentFailures(RECENT_FAILURES),
      this.deps.repo.page({ kind, status, limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    const kinds = [...new Set([...this.deps.jobs.kinds(), ...counts.map((c) => c.kind)])].sort();
    return {
      kinds,
      counts,
      failures: failures.map(presentAdminRun),
      runs: runs.rows.map(presentAdminRun),
      page,
      pageSize,
      total: runs.total,
    };
  }

  async retry(actor: OpsActor, runId: string, idempotencyKey: string): Promise<AdminJobRun> {
    const { repo, audit, jobs } = this.deps;
    const outcome = await repo.transaction(async (trx) => {
      const before = await repo.find(runId, trx);
      if (!before) throw notFound('The job');
      // The same request again (a double click, a client retry): the first one did it; nothing more happens.
      if (await repo.retriedWithKey(trx, runId, idempotencyKey)) return { run: before, queued: null };
      if (!jobs.kinds().includes(before.kind)) {
        throw new AppError('CONFLICT', `This server no longer runs “${before.kind}” jobs.`, {
          details: { reason: 'unknownKind' },
        });
      }
      if (before.status !== 'failed' && before.status !== 'cancelled') {
        throw new AppError('CONFLICT', 'Only a failed or cancelled job can be retried.', {
          details: { reason: 'notRetryable', status: before.status },
        });
      }
      const queued = await this.requeue(trx, runId);
      if (!queued) {
        // The same request, sent twice at once, was committed first: it did the retry (the UPDATE waited for
        // it, and this statement sees its audit entry). Otherwise another admin changed the run meanwhile.
        if (await repo.retriedWithKey(trx, runId, idempotencyKey)) {
          return { run: (await repo.find(runId, trx)) ?? before, queued: null };
        }
        throw new AppError('CONFLICT', 'This job changed meanwhile. Reload to see its state.', {
          details: { reason: 'changed' },
        });
      }
      await audit.record(trx, {
        actor,
        action: 'job.retry',
        target: { type: 'job_run', id: runId },
        before: auditView(before),
        after: { ...auditView(queued), idempotencyKey },
      });
      return { run: { ...queued, owner_email: before.owner_email }, queued };
    });
    // Sent after the commit; a delivery lost here is re-sent at start-up (queued runs are recovered).
    if (outcome.queued) await jobs.dispatch(outcome.queued);
    return presentAdminRun(outcome.run);
  }

  async cancel(actor: OpsActor, runId: string): Promise<AdminJobRun> {
    const { repo, audit } = this.deps;
    const run = await repo.transaction(async (trx) => {
      const before = await repo.find(runId, trx);
      if (!before) throw notFound('The job');
      if (before.status === 'cancelled') return before;
      if (before.status !== 'queued' && before.status !== 'paused') {
        throw new AppError(
          'CONFLICT',
          before.status === 'running'
            ? 'A running job cannot be stopped midway. It can be cancelled while it waits, or retried after it ends.'
            : 'This job has already ended.',
          { details: { reason: 'notCancellable', status: before.status } },
        );
      }
      const cancelled = await repo.cancel(trx, runId);
      if (!cancelled) {
        throw new AppError('CONFLICT', 'This job started or ended meanwhile. Reload to see its state.', {
          details: { reason: 'changed' },
        });
      }
      await audit.record(trx, {
        actor,
        action: 'job.cancel',
        target: { type: 'job_run', id: runId },
        before: auditView(before),
        after: auditView(cancelled),
      });
      return { ...cancelled, owner_email: before.owner_email };
    });
    return presentAdminRun(run);
  }

  /** The guarded UPDATE; a live run of the same intent (same kind and key) blocks it. */
  private async requeue(trx: Parameters<OpsJobsRepo['requeue']>[0], runId: string) {
    try {
      return await this.deps.repo.requeue(trx, runId);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AppError(
          'CONFLICT',
          'A newer run of the same work is queued or running; this one cannot run beside it.',
          { details: { reason: 'liveDuplicate' } },
        );
      }
      throw error;
    }
  }
}
