import { sql, type Kysely, type Transaction } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { Database, SubscriptionRow, SubscriptionsTable } from '../../db/schema.ts';

/** Users' subscriptions, newest first; at most one is live (not ended) per user. */
export class SubscriptionsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** The user's newest subscription, ended or not. */
  latest(userId: string, db: Kysely<Database> = this.db): Promise<SubscriptionRow | undefined> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  byProviderId(providerSubscriptionId: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerSubscriptionId)
      .executeTakeFirst();
  }

  /** Ends the user's live subscriptions (a new one replaces them). */
  async endLive(db: Kysely<Database>, userId: string): Promise<void> {
    await db
      .updateTable('subscriptions')
      .set({ status: 'ended', ended_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('status', '!=', 'ended')
      .execute();
  }

  insert(db: Kysely<Database>, row: Insertable<SubscriptionsTable>): Promise<SubscriptionRow> {
    return db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  update(db: Kysely<Database>, id: string, patch: Updateable<SubscriptionsTable>) {
    return db
      .updateTable('subscriptions')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Serializes subscription changes of one user (two checkouts completing at once). */
  async lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`subscription:${userId}`}))`.execute(trx);
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
