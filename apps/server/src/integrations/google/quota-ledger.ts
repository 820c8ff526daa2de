// Every YouTube call is booked here, failed ones too, so the ledger matches what Google counts. Before a call
// the ledger says whether the project may spend: not after a quotaExceeded today, not past the daily budget.
import { AppError } from '../../http/app-error.ts';
import {
  BUCKET_DAILY_CALLS,
  bucketMethods,
  isOtherApiMethod,
  nextQuotaReset,
  quotaBucket,
  quotaCost,
  quotaDay,
  type CostProfile,
} from './quota-costs.ts';
import type { QuotaLedgerRepo } from './quota-ledger.repo.ts';
import { youtubeQuotaUnits } from '../../metrics/metrics.ts';

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
  private readonly repo: QuotaLedgerRepo;
  private readonly settings: () => Promise<QuotaSettings>;
  private readonly costProfile: CostProfile;
  private readonly now: () => Date;

  constructor(
    repo: QuotaLedgerRepo,
    options: { settings: () => Promise<QuotaSettings>; costProfile: CostProfile; now?: () => Date },
  ) {
    this.repo = repo;
    this.settings = options.settings;
    this.costProfile = options.costProfile;
    this.now = options.now ?? (() => new Date());
  }

  cost(method: string): number {
    return quotaCost(method, this.costProfile);
  }

  async record(entry: LedgerEntry): Promise<void> {
    await this.repo.insert(quotaDay(this.now()), entry);
    youtubeQuotaUnits.inc({ method: entry.method, outcome: entry.outcome }, entry.units);
  }

  /** Units a job run has spent (every attempt of every call it made). */
  usedByRun(jobRunId: string): Promise<number> {
    return this.repo.unitsOfRun(jobRunId);
  }

  /** Units spent today by the whole project, or by one user. */
  usedToday(userId?: string): Promise<number> {
    return this.repo.unitsOfDay(quotaDay(this.now()), userId);
  }

  /**
   * Whether Google answered quotaExceeded (or dailyLimitExceeded) today: the day is spent, whatever we counted.
   * A refusal of a method with its own bucket (current profile) spends only that bucket.
   */
  exhaustedToday(): Promise<boolean> {
    return this.repo.exhaustedOn(quotaDay(this.now()), { except: bucketMethods(this.costProfile) });
  }

  /**
   * Today's quota as shown to people. After Google said the quota is exceeded the whole budget counts as
   * used, since Google's count (other apps on the project, earlier days' rounding) is the one that matters.
   */
  async summary(userId: string) {
    const [exhausted, used, usedByYou, dailyBudget] = await Promise.all([
      this.exhaustedToday(),
      this.usedToday(),
      this.usedToday(userId),
      this.dailyBudget(),
    ]);
    return {
      usedToday: exhausted ? Math.max(used, dailyBudget) : used,
      usedTodayByYou: usedByYou,
      dailyBudget,
      exhausted,
      resetsAt: this.resetTime().toISOString(),
    };
  }

  /** Refuses a call that would exceed the project's day, or this user's share of it, before it is sent. */
  async assertCanSpend(method: string, userId: string | null): Promise<void> {
    const now = this.now();
    const resumeAt = nextQuotaReset(now).toISOString();
    const refuse = (message: string, reason: string) =>
      new AppError('QUOTA_EXCEEDED', message, { details: { resumeAt, reason } });
    if (isOtherApiMethod(method)) return;
    const bucket = quotaBucket(method, this.costProfile);
    if (bucket) {
      // Its own bucket of calls per project and day, apart from the units pool.
      const day = quotaDay(now);
      if (
        (await this.repo.exhaustedOn(day, { method: bucket })) ||
        (await this.repo.callsOfDay(day, bucket)) + 1 > BUCKET_DAILY_CALLS
      ) {
        throw refuse(
          `Today's YouTube allowance for ${method} (${BUCKET_DAILY_CALLS} calls a day for this server) is used up. Work resumes after the daily reset.`,
          'bucket',
        );
      }
      return;
    }
    if (await this.exhaustedToday()) {
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

  /** Units this user may still spend today: the smaller of what is left of the project's day and of their share. */
  async spendableToday(userId: string): Promise<number> {
    if (await this.exhaustedToday()) return 0;
    const { dailyBudget, userShare } = await this.settings();
    const [used, usedByYou] = await Promise.all([this.usedToday(), this.usedToday(userId)]);
    return Math.max(0, Math.min(dailyBudget - used, Math.floor(dailyBudget * userShare) - usedByYou));
  }

  async dailyBudget(): Promise<number> {
    return (await this.settings()).dailyBudget;
  }

  resetTime(): Date {
    return nextQuotaReset(this.now());
  }
}
