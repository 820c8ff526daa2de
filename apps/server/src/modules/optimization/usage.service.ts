// Monthly optimization allowance per user (a setting until plans arrive). The usage event is written in the
// same transaction that creates the optimization job, so the count can never drift from the work done.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingsService } from '../system/settings.service.ts';

export function monthPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export class UsageService {
  private readonly db: Kysely<Database>;
  private readonly settings: SettingsService;
  private readonly llm: { label: string; provider: string; model: string } | null;
  constructor(
    db: Kysely<Database>,
    settings: SettingsService,
    llm: { label: string; provider: string; model: string } | null,
  ) {
    this.db = db;
    this.settings = settings;
    this.llm = llm;
  }

  monthlyLimit(): Promise<number> {
    return this.settings.get('optimization.monthlyLimit');
  }

  /**
   * Inside a transaction pass the transaction and the limit (read before it began): in embedded mode the
   * transaction holds the only connection, so reading the settings through the pool would wait forever.
   */
  async summary(userId: string, db: Kysely<Database> = this.db, limit?: number) {
    const { start, end } = monthPeriod();
    limit ??= await this.monthlyLimit();
    const { used } = await db
      .selectFrom('usage_events')
      .select(sql<number>`count(*)::int`.as('used'))
      .where('user_id', '=', userId)
      .where('kind', '=', 'optimization')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      optimizations: { used, limit, remaining: Math.max(0, limit - used) },
      engines: { default: this.llm ? ('llm' as const) : ('builtin' as const), llm: this.llm },
    };
  }

  /** Within the caller's transaction: refuses past the limit, else records one optimization. */
  async recordOptimization(trx: Transaction<Database>, userId: string, jobRunId: string, limit: number) {
    // Serializes concurrent starts by the same user so two requests cannot both take the last one.
    await sql`select pg_advisory_xact_lock(hashtext(${`usage:${userId}`}))`.execute(trx);
    const summary = await this.summary(userId, trx, limit);
    if (summary.optimizations.remaining <= 0) {
      throw new AppError(
        'FORBIDDEN',
        `You have used all ${summary.optimizations.limit} optimizations of this month. They renew on ${summary.period.end.slice(0, 10)}.`,
        { details: { reason: 'monthlyLimit', ...summary.optimizations, renewsAt: summary.period.end } },
      );
    }
    await trx
      .insertInto('usage_events')
      .values({ user_id: userId, kind: 'optimization', job_run_id: jobRunId })
      .execute();
    return { used: summary.optimizations.used + 1, limit: summary.optimizations.limit };
  }
}
