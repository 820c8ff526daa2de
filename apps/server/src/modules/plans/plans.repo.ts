import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PlanRow, PlansTable } from '../../db/schema.ts';
import type { Insertable, Updateable } from 'kysely';

/** Plans and how many subscriptions use them. */
export class PlansRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  list(options: { includeArchived: boolean }): Promise<PlanRow[]> {
    let query = this.db.selectFrom('plans').selectAll();
    if (!options.includeArchived) query = query.where('visibility', '!=', 'archived');
    return query.orderBy('sort_order').orderBy('created_at').execute();
  }

  find(id: string, db: Kysely<Database> = this.db): Promise<PlanRow | undefined> {
    return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findBySlug(slug: string): Promise<PlanRow | undefined> {
    return this.db.selectFrom('plans').selectAll().where('slug', '=', slug).executeTakeFirst();
  }

  findKind(kind: 'trial' | 'free'): Promise<PlanRow | undefined> {
    return this.db.selectFrom('plans').selectAll().where('kind', '=', kind).executeTakeFirst();
  }

  /** Inserts the plan unless one with its slug exists (seeding is safe to repeat and to race). */
  async insertIfMissing(plan: Insertable<PlansTable>): Promise<void> {
    await this.db
      .insertInto('plans')
      .values(plan)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  insert(trx: Transaction<Database>, plan: Insertable<PlansTable>): Promise<PlanRow> {
    return trx.insertInto('plans').values(plan).returningAll().executeTakeFirstOrThrow();
  }

  update(trx: Transaction<Database>, id: string, patch: Updateable<PlansTable>): Promise<PlanRow> {
    return trx
      .updateTable('plans')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The plan whose stored provider price id under `key` is `providerPriceId`. */
  byProviderPrice(key: string, providerPriceId: string): Promise<PlanRow | undefined> {
    return this.db
      .selectFrom('plans')
      .selectAll()
      .where(sql<boolean>`provider_prices ->> ${key} = ${providerPriceId}`)
      .executeTakeFirst();
  }

  /** Stores the provider's price id for one interval, keeping the others. */
  async setProviderPrice(id: string, key: string, providerPriceId: string): Promise<void> {
    await this.db
      .updateTable('plans')
      .set({
        provider_prices: sql`provider_prices || jsonb_build_object(${key}::text, ${providerPriceId}::text)`,
      })
      .where('id', '=', id)
      .execute();
  }

  async delete(trx: Transaction<Database>, id: string): Promise<void> {
    await trx.deleteFrom('plans').where('id', '=', id).execute();
  }

  /** Live subscriptions per plan (trialing, active, past due, or cancelled but not yet ended). */
  async subscriberCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['plan_id', sql<number>`count(*)::int`.as('n')])
      .where('status', '!=', 'ended')
      .groupBy('plan_id')
      .execute();
    return new Map(rows.map((r) => [r.plan_id, r.n]));
  }

  /** Whether any subscription, ended or not, or a checkout ever named this plan (then it can only be archived). */
  async everUsed(trx: Transaction<Database>, id: string): Promise<boolean> {
    const used = await trx
      .selectFrom('subscriptions')
      .select('id')
      .where('plan_id', '=', id)
      .union(trx.selectFrom('sandbox_checkouts').select('id').where('plan_id', '=', id))
      .executeTakeFirst();
    return used !== undefined;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
