import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LedgerEntry } from './quota-ledger.ts';

/** Google's refusals that mean the project's day is spent. */
const EXHAUSTION_REASONS = ['quotaExceeded', 'dailyLimitExceeded'];

export class QuotaLedgerRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insert(quotaDay: string, entry: LedgerEntry): Promise<void> {
    await this.db
      .insertInto('quota_ledger')
      .values({
        quota_day: quotaDay,
        method: entry.method,
        units: entry.units,
        user_id: entry.userId,
        connection_id: entry.connectionId,
        job_run_id: entry.jobRunId,
        outcome: entry.outcome,
        http_status: entry.httpStatus,
        reason: entry.reason,
      })
      .execute();
  }

  async unitsOfRun(jobRunId: string): Promise<number> {
    const row = await this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`coalesce(sum(units), 0)::int`.as('units'))
      .where('job_run_id', '=', jobRunId)
      .executeTakeFirstOrThrow();
    return row.units;
  }

  /** Units booked on a quota day, by the whole project or by one user. */
  async unitsOfDay(quotaDay: string, userId?: string): Promise<number> {
    let query = this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`coalesce(sum(units), 0)::int`.as('units'))
      .where('quota_day', '=', quotaDay);
    if (userId) query = query.where('user_id', '=', userId);
    return (await query.executeTakeFirstOrThrow()).units;
  }

  /** Whether Google refused a call for quota that day: any method's refusal, or only `method`'s, or any except `except`. */
  async exhaustedOn(quotaDay: string, filter: { method?: string; except?: string[] } = {}): Promise<boolean> {
    let query = this.db
      .selectFrom('quota_ledger')
      .select('id')
      .where('quota_day', '=', quotaDay)
      .where('reason', 'in', EXHAUSTION_REASONS);
    if (filter.method) query = query.where('method', '=', filter.method);
    if (filter.except && filter.except.length > 0) query = query.where('method', 'not in', filter.except);
    const row = await query.limit(1).executeTakeFirst();
    return row !== undefined;
  }

  /** Calls of a method booked on a quota day (every attempt; Google counts calls for its own buckets). */
  async callsOfDay(quotaDay: string, method: string): Promise<number> {
    const row = await this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`count(*)::int`.as('calls'))
      .where('quota_day', '=', quotaDay)
      .where('method', '=', method)
      .executeTakeFirstOrThrow();
    return row.calls;
  }
}
