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
  jobRunId: string | null;
  outcome: 'ok' | 'not_modified' | 'error';
  httpStatus: number | null;
  reason: string | null;
}

export interface QuotaSettings {
  dailyBudget: number;
  /** The largest share of the daily budget one user may spend (0–1). */
  userShare: number;
}

export class QuotaLedger {
  private readonly db: Kysely<Database>;
  private readonly settings: () => Promise<QuotaSettings>;
  private readonly costProfile: CostProfile;
  private readonly now: () => Date;

  constructor(
    db: Kysely<Database>,
    options: { settings: () => Promise<QuotaSettings>; costProfile: CostProfile; now?: () => Date },
  ) {
    this.db = db;
    this.settings = options.settings;
    this.costProfile = options.costProfile;
    this.now = options.now ?? (() => new Date());
  }

  cost(method: string): number {
    return quotaCost(method, this.costProfile);
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
        job_run_id: entry.jobRunId,
        outcome: entry.outcome,
        http_status: entry.httpStatus,
        reason: entry.reason,
      })
      .execute();
  }

  /** Units spent today by the whole project, or by one user. */
  /** Units a job run has spent (every attempt of every call it made). */
  async usedByRun(jobRunId: string): Promise<number> {
    const row = await this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`coalesce(sum(units), 0)::int`.as('units'))
      .where('job_run_id', '=', jobRunId)
      .executeTakeFirstOrThrow();
    return row.units;
  }

  async usedToday(userId?: string): Promise<number> {
    let query = this.db
      .selectFrom('quota_ledger')
      .select(sql<number>`coalesce(sum(units), 0)::int`.as('units'))
      .where('quota_day', '=', quotaDay(this.now()));
    if (userId) query = query.where('user_id', '=', userId);
    return (await query.executeTakeFirstOrThrow()).units;
  }

  /** Refuses a call that would exceed the project's day, or this user's share of it, before it is sent. */
  /** Refuses a call that would exceed the project's day, or this user's share of it, before it is sent. */
  async assertCanSpend(method: string, userId: string | null): Promise<void> {
    const now = this.now();
    const resumeAt = nextQuotaReset(now).toISOString();
    const refuse = (message: string, reason: string) =>
      new AppError('QUOTA_EXCEEDED', message, { details: { resumeAt, reason } });
    const spent = await this.db
      .selectFrom('quota_ledger')
      .select('id')
      .where('quota_day', '=', quotaDay(now))
      .where('reason', 'in', ['quotaExceeded', 'dailyLimitExceeded'])
      .limit(1)
      .executeTakeFirst();
    if (spent) {
      throw refuse(
        "Today's YouTube API quota is used up. Work resumes after the daily reset.",
        'quotaExceeded',
      );
    }
    const { dailyBudget, userShare } = await this.settings();
    const cost = this.cost(method);
    if ((await this.usedToday()) + cost > dailyBudget) {
      throw refuse(
        "This would go over today's YouTube API quota. Work resumes after the daily reset.",
        'budget',
      );
    }
    if (userId && (await this.usedToday(userId)) + cost > Math.floor(dailyBudget * userShare)) {
      throw refuse(
        "You have used your share of today's YouTube API quota (everyone on this server shares it). Work resumes after the daily reset.",
        'userShare',
      );
    }
  }

  async dailyBudget(): Promise<number> {
    return (await this.settings()).dailyBudget;
  }

  resetTime(): Date {
    return nextQuotaReset(this.now());
  }
}
