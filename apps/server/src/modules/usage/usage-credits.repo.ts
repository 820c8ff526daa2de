import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Extra allowances an admin granted, counted in the usage period they were granted in. */
export class UsageCreditsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async sums(userId: string, period: { start: Date; end: Date }): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('usage_credits')
      .select(['kind', sql<number>`sum(amount)::int`.as('amount')])
      .where('user_id', '=', userId)
      .where('period_start', '>=', period.start)
      .where('period_start', '<', period.end)
      .groupBy('kind')
      .execute();
    return new Map(rows.map((r) => [r.kind, r.amount]));
  }

  async grant(
    db: Kysely<Database>,
    row: { userId: string; kind: string; amount: number; periodStart: Date; grantedBy: string },
  ): Promise<void> {
    await db
      .insertInto('usage_credits')
      .values({
        user_id: row.userId,
        kind: row.kind,
        amount: row.amount,
        period_start: row.periodStart,
        granted_by: row.grantedBy,
      })
      .execute();
  }
}
