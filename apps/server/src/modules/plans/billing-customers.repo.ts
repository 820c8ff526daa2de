import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Each user's customer id at the payment provider, and the payment events already processed. */
export class BillingCustomersRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async customerOf(userId: string, provider: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  async userOf(customerId: string, provider: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('billing_customers')
      .select('user_id')
      .where('customer_id', '=', customerId)
      .where('provider', '=', provider)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Keeps the first customer stored for the user; answers the one that is stored. */
  async remember(userId: string, provider: string, customerId: string): Promise<string> {
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, provider, customer_id: customerId })
      .onConflict((oc) => oc.columns(['user_id', 'provider']).doNothing())
      .execute();
    return (await this.customerOf(userId, provider)) ?? customerId;
  }

  /** Forgets a customer the provider no longer knows (only that one: a replacement may be stored already). */
  async forget(userId: string, provider: string, customerId: string): Promise<void> {
    await this.db
      .deleteFrom('billing_customers')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** Records the event; false when it was recorded before (a replay), so its effect is skipped. */
  async claimEvent(
    trx: Transaction<Database>,
    event: { provider: string; id: string; type: string },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('billing_events')
      .values({ provider: event.provider, event_id: event.id, type: event.type })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
