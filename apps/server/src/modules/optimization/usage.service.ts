// Monthly optimization allowance per user (a setting until plans arrive). The usage event is written in the
// same transaction that creates the optimization job, so the count can never drift from the work done.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingsService } from '../system/settings.service.ts';
import type { UsageEventsRepo } from './usage-events.repo.ts';

export function monthPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export class UsageService {
  private readonly events: UsageEventsRepo;
  private readonly settings: SettingsService;
  private readonly llm: { label: string; provider: string; model: string } | null;
  constructor(
    events: UsageEventsRepo,
    settings: SettingsService,
    llm: { label: string; provider: string; model: string } | null,
  ) {
    this.events = events;
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
  async summary(userId: string, db?: Kysely<Database>, limit?: number) {
    const { start, end } = monthPeriod();
    limit ??= await this.monthlyLimit();
    const used = await this.events.count(userId, 'optimization', { start, end }, db);
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      optimizations: { used, limit, remaining: Math.max(0, limit - used) },
      engines: { default: this.llm ? ('llm' as const) : ('builtin' as const), llm: this.llm },
    };
  }

  /** Within the caller's transaction: refuses past the limit, else records one optimization. */
  async recordOptimization(trx: Transaction<Database>, userId: string, jobRunId: string, limit: number) {
    await this.events.lockUser(trx, userId);
    const summary = await this.summary(userId, trx, limit);
    if (summary.optimizations.remaining <= 0) {
      throw new AppError(
        'FORBIDDEN',
        `You have used all ${summary.optimizations.limit} optimizations of this month. They renew on ${summary.period.end.slice(0, 10)}.`,
        { details: { reason: 'monthlyLimit', ...summary.optimizations, renewsAt: summary.period.end } },
      );
    }
    await this.events.insert(trx, { userId, kind: 'optimization', jobRunId });
    return { used: summary.optimizations.used + 1, limit: summary.optimizations.limit };
  }
}
