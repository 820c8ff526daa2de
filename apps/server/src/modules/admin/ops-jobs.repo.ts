// SQL for the operators' view of the job status table: counts by kind and state, filtered pages, failures,
// and the two state changes an admin may make (retry, cancel) — each a single guarded UPDATE, so two admins
// (or one request sent twice) cannot both apply it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { JobStatus } from '@vidcraft/contracts';
import type { Database, JobRunRow } from '../../db/schema.ts';

export type AdminJobRunRow = JobRunRow & { owner_email: string | null };

const RETRYABLE: JobStatus[] = ['failed', 'cancelled'];
const CANCELLABLE: JobStatus[] = ['queued', 'paused'];

export class OpsJobsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async counts(): Promise<{ kind: string; status: JobStatus; count: number }[]> {
    return this.db
      .selectFrom('job_runs')
      .select(['kind', 'status', sql<number>`count(*)::int`.as('count')])
      .groupBy(['kind', 'status'])
      .orderBy('kind')
      .orderBy('status')
      .execute();
  }

  private withOwner(db: Kysely<Database>) {
    return db
      .selectFrom('job_runs')
      .leftJoin('users', 'users.id', 'job_runs.owner_user_id')
      .selectAll('job_runs')
      .select('users.email as owner_email');
  }

  async page(filter: {
    kind?: string | undefined;
    status?: JobStatus | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: AdminJobRunRow[]; total: number }> {
    let rows = this.withOwner(this.db);
    let total = this.db.selectFrom('job_runs').select(sql<number>`count(*)::int`.as('n'));
    if (filter.kind) {
      rows = rows.where('job_runs.kind', '=', filter.kind);
      total = total.where('kind', '=', filter.kind);
    }
    if (filter.status) {
      rows = rows.where('job_runs.status', '=', filter.status);
      total = total.where('status', '=', filter.status);
    }
    const [page, count] = await Promise.all([
      rows
        .orderBy('job_runs.created_at', 'desc')
        .orderBy('job_runs.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      total.executeTakeFirstOrThrow(),
    ]);
    return { rows: page, total: count.n };
  }

  recentFailures(limit: number): Promise<AdminJobRunRow[]> {
    return this.withOwner(this.db)
      .where('job_runs.status', '=', 'failed')
      .orderBy(sql`coalesce(job_runs.finished_at, job_runs.updated_at)`, 'desc')
      .limit(limit)
      .execute();
  }

  find(id: string, db: Kysely<Database> = this.db): Promise<AdminJobRunRow | undefined> {
    return this.withOwner(db).where('job_runs.id', '=', id).executeTakeFirst();
  }

  /**
   * A failed or cancelled run goes back to the queue with a fresh set of attempts; its checkpoint stays, so it
   * resumes where it stopped. Undefined when the run was not in a state to retry.
   */
  requeue(trx: Kysely<Database>, id: string): Promise<JobRunRow | undefined> {
    return trx
      .updateTable('job_runs')
      .set({
        status: 'queued',
        attempts: 0,
        message: 'Queued again by an admin.',
        error_code: null,
        error_message: null,
        resume_at: null,
        heartbeat_at: null,
        finished_at: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', RETRYABLE)
      .returningAll()
      .executeTakeFirst();
  }

  /** A run still waiting (queued or paused) ends as cancelled; a delivery that arrives later finds nothing to do. */
  cancel(trx: Kysely<Database>, id: string): Promise<JobRunRow | undefined> {
    return trx
      .updateTable('job_runs')
      .set({
        status: 'cancelled',
        message: 'Cancelled by an admin.',
        resume_at: null,
        finished_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', CANCELLABLE)
      .returningAll()
      .executeTakeFirst();
  }

  /** Whether an admin already retried this run with this idempotency key (the audit log keeps the key). */
  async retriedWithKey(trx: Kysely<Database>, runId: string, key: string): Promise<boolean> {
    const row = await trx
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'job.retry')
      .where('target_type', '=', 'job_run')
      .where('target_id', '=', runId)
      .where(sql<string>`after->>'idempotencyKey'`, '=', key)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
