import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UsageKind } from '../../db/schema.ts';

export type { UsageKind };

/**
 * Metered actions, one row each: `reserved` while the work runs, `committed` once it succeeded. Methods take
 * the caller's transaction where counting and recording pair up.
 */
export class UsageEventsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Reserved and committed events of `kind` in the period: a reservation holds its place until released. */
  async count(
    userId: string,
    kind: UsageKind,
    period: { start: Date; end: Date },
    db: Kysely<Database> = this.db,
  ): Promise<number> {
    const { used } = await db
      .selectFrom('usage_events')
      .select(sql<number>`count(*)::int`.as('used'))
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('created_at', '>=', period.start)
      .where('created_at', '<', period.end)
      .executeTakeFirstOrThrow();
    return used;
  }

  /** Serializes this user's metered starts until the transaction ends (two requests cannot take the last one). */
  async lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`usage:${userId}`}))`.execute(trx);
  }

  async insert(
    trx: Transaction<Database>,
    row: {
      userId: string;
      kind: UsageKind;
      status: 'reserved' | 'committed';
      jobRunId?: string;
      reference?: string;
    },
  ): Promise<number> {
    const { id } = await trx
      .insertInto('usage_events')
      .values({
        user_id: row.userId,
        kind: row.kind,
        status: row.status,
        job_run_id: row.jobRunId ?? null,
        reference: row.reference ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async hasReference(
    trx: Transaction<Database>,
    userId: string,
    kind: UsageKind,
    reference: string,
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('usage_events')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row !== undefined;
  }

  async commit(id: number): Promise<void> {
    await this.db
      .updateTable('usage_events')
      .set({ status: 'committed' })
      .where('id', '=', id)
      .where('status', '=', 'reserved')
      .execute();
  }

  async release(id: number): Promise<void> {
    await this.db.deleteFrom('usage_events').where('id', '=', id).where('status', '=', 'reserved').execute();
  }

  async deleteReference(userId: string, kind: UsageKind, reference: string): Promise<void> {
    await this.db
      .deleteFrom('usage_events')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('reference', '=', reference)
      .execute();
  }

  /** Reservations whose work never reported back (the process stopped mid-way) stop counting. */
  async releaseStale(cutoff: Date, db: Kysely<Database> = this.db): Promise<number> {
    const result = await db
      .deleteFrom('usage_events')
      .where('status', '=', 'reserved')
      .where('created_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
