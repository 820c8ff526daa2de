// The job queues as the status page reports them: per job kind, the runs waiting to start now with the oldest
// one's wait, and the runs that failed since a moment. One grouped query over job_runs.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface QueueFigures {
  kind: string;
  waiting: number;
  /** When the oldest waiting run became due (created, or its resume time); null when none waits. */
  oldestDueAt: Date | null;
  failedSince: number;
}

export class StatusQueuesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async byKind(now: Date, failedSince: Date): Promise<QueueFigures[]> {
    const due = sql<boolean>`status = 'queued' and (resume_at is null or resume_at <= ${now})`;
    const rows = await this.db
      .selectFrom('job_runs')
      .select([
        'kind',
        sql<string>`count(*) filter (where ${due})`.as('waiting'),
        sql<Date | null>`min(coalesce(resume_at, created_at)) filter (where ${due})`.as('oldest_due_at'),
        sql<string>`count(*) filter (where status = 'failed' and finished_at >= ${failedSince})`.as('failed'),
      ])
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'failed'), eb('finished_at', '>=', failedSince)]),
        ]),
      )
      .groupBy('kind')
      .execute();
    return rows.map((row) => ({
      kind: row.kind,
      waiting: Number(row.waiting),
      oldestDueAt: row.oldest_due_at ? new Date(row.oldest_due_at) : null,
      failedSince: Number(row.failed),
    }));
  }
}
