// SQL over the quota ledger for the operators: the project's units per quota day, and who spent a day's units.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class OpsQuotaRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Units, calls and failed calls per quota day from `from` to `to` (inclusive; days with no calls absent). */
  byDay(from: string, to: string): Promise<{ day: string; units: number; calls: number; errors: number }[]> {
    return this.db
      .selectFrom('quota_ledger')
      .select([
        sql<string>`quota_day::text`.as('day'),
        sql<number>`coalesce(sum(units), 0)::int`.as('units'),
        sql<number>`count(*)::int`.as('calls'),
        sql<number>`(count(*) filter (where outcome = 'error'))::int`.as('errors'),
      ])
      .where('quota_day', '>=', from)
      .where('quota_day', '<=', to)
      .groupBy('quota_day')
      .orderBy('quota_day')
      .execute();
  }

  /** The users who spent the most units on a quota day, with their email (null for calls made for no user). */
  topSpenders(
    day: string,
    limit: number,
  ): Promise<{ userId: string | null; email: string | null; units: number; calls: number }[]> {
    return this.db
      .selectFrom('quota_ledger')
      .leftJoin('users', 'users.id', 'quota_ledger.user_id')
      .select([
        'quota_ledger.user_id as userId',
        'users.email as email',
        sql<number>`coalesce(sum(quota_ledger.units), 0)::int`.as('units'),
        sql<number>`count(*)::int`.as('calls'),
      ])
      .where('quota_ledger.quota_day', '=', day)
      .groupBy(['quota_ledger.user_id', 'users.email'])
      .orderBy('units', 'desc')
      .orderBy('calls', 'desc')
      .limit(limit)
      .execute();
  }
}
