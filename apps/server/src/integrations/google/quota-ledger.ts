// Every YouTube call is booked here, failed ones too, so the ledger matches what Google counts. Before a call
// the ledger says whether the project may spend: not after a quotaExceeded today, not past the daily budget.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { nextQuotaReset, quotaCost, quotaDay, type CostProfile } from './quota-costs.ts';

export interface LedgerEntry {
  method: string;
  units: number;
  userId: string | null;
  connectionId: string | null;
  outcome: 'ok' | 'not_modified' | 'error';
  httpStatus: number | null;
  reason: string | null;
}

export interface QuotaSettings {
  dailyBudget: number;
  costProfile: CostProfile;
}

export class QuotaLedger {
  private readonly db: Kysely<Database>;
  private readonly settings: () => QuotaSettings;
  private readonly now: () => Date;

  constructor(db: Kysely<Database>, settings: () => QuotaSettings, now: () => Date = () => new Date()) {
    this.db = db;
    this.settings = settings;
    this.now = now;
  }

  cost(method: string): number {
    return quotaCost(method, this.settings().costProfile);
  }

  async record(entry: LedgerEntry): Promise<void> {
    await this.db
      .insertInto('quota_ledger')
      .values({
        quota_day: quotaDay(this.now()),
        method: entry.method,
        units: entry.units,
        user_id: entry.userId,
        connection_id: entry.connectionId,
        outcome: entry.outcome,
        http_status: entry.httpStatus,
        reason: entry.reason,
      })
      .execute();
  }

  /** Units spent today by the whole project, or by one user. */
  async usedToday(userId?: string): Promise<number> {
    let query = this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`coalesce(sum(units), 0)::int`.as('units'))
      .where('quota_day', '=', quotaDay(this.now()));
    if (userId) query = query.where('user_id', '=', userId);
    return (await query.executeTakeFirstOrThrow()).units;
  }

  async assertCanSpend(method: string): Promise<void> {
    const now = this.now();
    const resumeAt = nextQuotaReset(now).toISOString();
    const spent = await this.db
      .selectFrom('quota_ledger')
      .select('id')
      .where('quota_day', '=', quotaDay(now))
      .where('reason', 'in', ['quotaExceeded', 'dailyLimitExceeded'])
      .limit(1)
      .executeTakeFirst();
    if (spent) {
      throw new AppError(
        'QUOTA_EXCEEDED',
        "Today's YouTube API quota is used up. Work resumes after the daily reset.",
        {
          details: { resumeAt, reason: 'quotaExceeded' },
        },
      );
    }
    const { dailyBudget } = this.settings();
    if ((await this.usedToday()) + this.cost(method) > dailyBudget) {
      throw new AppError(
        'QUOTA_EXCEEDED',
        "This would go over today's YouTube API quota. Work resumes after the daily reset.",
        {
          details: { resumeAt, reason: 'budget' },
        },
      );
    }
  }

  dailyBudget(): number {
    return this.settings().dailyBudget;
  }

  resetTime(): Date {
    return nextQuotaReset(this.now());
  }
}
