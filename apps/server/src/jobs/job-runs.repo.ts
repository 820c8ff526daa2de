// SQL for the durable job status table. A run is claimed atomically so a duplicate delivery, a retry after a
// crash, or two workers never run the same intent at once.
import { sql, type Kysely } from 'kysely';
import type { JobStep } from '@vidcraft/contracts';
import type { Database, JobRunRow, JobRunUpdate } from '../db/schema.ts';

/**
 * The lease on a running run: it is never left without a worker for longer than this. The worker writes its
 * heartbeat every RUN_HEARTBEAT_SECONDS; three missed beats (STALE_HEARTBEAT_SECONDS) mark it orphaned, and
 * workers scan for orphans every ORPHAN_SCAN_SECONDS, so a dead worker's run is taken over well within the lease.
 */
export const RUN_LEASE_SECONDS = 60;
export const RUN_HEARTBEAT_SECONDS = 10;
/** A running run whose heartbeat is older than this is considered orphaned (its worker died). */
export const STALE_HEARTBEAT_SECONDS = 3 * RUN_HEARTBEAT_SECONDS;
export const ORPHAN_SCAN_SECONDS = 10;

export class JobRunsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insertOrJoin(input: {
    kind: string;
    key: string | null;
    ownerUserId: string | null;
    input: unknown;
    steps: JobStep[];
  }): Promise<{ run: JobRunRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('job_runs')
      .values({
        kind: input.kind,
        key: input.key,
        owner_user_id: input.ownerUserId,
        input: JSON.stringify(input.input),
        steps: JSON.stringify(input.steps),
      })
      .onConflict((oc) =>
        oc
          .columns(['kind', 'key'])
          .where('key', 'is not', null)
          // Literal, not parameters: the conflict target must name the partial index's predicate as it is,
          // also in a prepared statement's generic plan (db/preparing-client.ts).
          .where(sql<boolean>`status in ('queued', 'running', 'paused')`)
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { run: inserted, created: true };
    const live = await this.db
      .selectFrom('job_runs')
      .selectAll()
      .where('kind', '=', input.kind)
      .where('key', '=', input.key)
      .where('status', 'in', ['queued', 'running', 'paused'])
      .executeTakeFirst();
    if (!live) throw new Error(`Job run ${input.kind}:${input.key} conflicted but no live run was found`);
    return { run: live, created: false };
  }

  /** Takes a run for execution if it is waiting, due after a pause, or orphaned; otherwise undefined. */
  async claim(id: string): Promise<JobRunRow | undefined> {
    return this.db
      .updateTable('job_runs')
      .set({
        status: 'running',
        attempts: sql`attempts + 1`,
        heartbeat_at: sql`now()`,
        started_at: sql`coalesce(started_at, now())`,
        updated_at: sql`now()`,
        resume_at: null,
      })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'queued'),
          eb.and([eb('status', '=', 'paused'), eb('resume_at', '<=', sql<Date>`now()`)]),
          eb.and([
            eb('status', '=', 'running'),
            eb('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_HEARTBEAT_SECONDS})`),
          ]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async update(id: string, patch: JobRunUpdate): Promise<JobRunRow | undefined> {
    const row: JobRunUpdate = { ...patch, updated_at: sql<Date>`now()` as unknown as Date };
    if (patch.steps) row.steps = JSON.stringify(patch.steps);
    if (patch.checkpoint !== undefined) row.checkpoint = JSON.stringify(patch.checkpoint);
    if (patch.result !== undefined) row.result = JSON.stringify(patch.result);
    return this.db.updateTable('job_runs').set(row).where('id', '=', id).returningAll().executeTakeFirst();
  }

  find(id: string): Promise<JobRunRow | undefined> {
    return this.db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findForOwner(id: string, ownerUserId: string): Promise<JobRunRow | undefined> {
    return this.db
      .selectFrom('job_runs')
      .selectAll()
      .where('id', '=', id)
      .where('owner_user_id', '=', ownerUserId)
      .executeTakeFirst();
  }

  /** The most recent run of an intent for its owner (live or finished). */
  latestByKey(kind: string, key: string, ownerUserId: string): Promise<JobRunRow | undefined> {
    return this.db
      .selectFrom('job_runs')
      .selectAll()
      .where('kind', '=', kind)
      .where('key', '=', key)
      .where('owner_user_id', '=', ownerUserId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Queued runs older than a minute that may have lost their delivery message. */
  listUndelivered(): Promise<JobRunRow[]> {
    return this.db
      .selectFrom('job_runs')
      .selectAll()
      .where('status', '=', 'queued')
      .where('updated_at', '<', sql<Date>`now() - interval '1 minute'`)
      .execute();
  }

  /** Runs left `running` by a process that is gone: all of them in single-process mode, else stale ones. */
  async listOrphaned(allRunning: boolean): Promise<JobRunRow[]> {
    let query = this.db.selectFrom('job_runs').selectAll().where('status', '=', 'running');
    if (!allRunning) {
      query = query.where(
        'heartbeat_at',
        '<',
        sql<Date>`now() - make_interval(secs => ${STALE_HEARTBEAT_SECONDS})`,
      );
    }
    return query.execute();
  }

  async deleteFinishedBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('job_runs')
      .where('status', 'in', ['succeeded', 'failed', 'cancelled'])
      .where('finished_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
