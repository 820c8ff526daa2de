import type { Kysely } from 'kysely';
import type { BillingInterval, Price } from '@vidcraft/contracts';
import type { Database, SandboxCheckoutRow } from '../../db/schema.ts';

/** The sandbox's checkout sessions: one per user and request key. */
export class SandboxCheckoutsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Opens a session, or returns the one this key opened already (a retried request opens one). */
  async open(row: {
    userId: string;
    planId: string;
    interval: BillingInterval;
    price: Price;
    trialDays: number;
    idempotencyKey: string;
    expiresAt: Date;
  }): Promise<SandboxCheckoutRow> {
    await this.db
      .insertInto('sandbox_checkouts')
      .values({
        user_id: row.userId,
        plan_id: row.planId,
        interval: row.interval,
        price: JSON.stringify(row.price),
        trial_days: row.trialDays,
        idempotency_key: row.idempotencyKey,
        expires_at: row.expiresAt,
      })
      .onConflict((oc) => oc.constraint('sandbox_checkouts_key').doNothing())
      .execute();
    return this.db
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('user_id', '=', row.userId)
      .where('idempotency_key', '=', row.idempotencyKey)
      .executeTakeFirstOrThrow();
  }

  findForUser(id: string, userId: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Closes an open session; false when it was not open any more (completed or cancelled before). */
  async close(db: Kysely<Database>, id: string, status: 'completed' | 'canceled'): Promise<boolean> {
    const result = await db
      .updateTable('sandbox_checkouts')
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
