import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type UsageKind = 'optimization';

/** Metered actions, one row each. Methods take the caller's transaction where counting and recording pair up. */
export class UsageEventsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

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

  async insert(trx: Transaction<Database>, row: { userId: string; kind: UsageKind; jobRunId: string }) {
    await trx
      .insertInto('usage_events')
      .values({ user_id: row.userId, kind: row.kind, job_run_id: row.jobRunId })
      .execute();
  }
}
