// The one metering service: what each user may do per usage period — optimizations, image-model backgrounds,
// thumbnail uploads, translated languages, caption tracks — with limits from their plan (plus credits an admin
// granted), in periods anchored to their subscription's start (UTC). Work that starts inside a transaction (an
// optimization job) records its event in that transaction; work that talks to an outside service reserves a
// place first, then commits it when the work succeeded or releases it when it failed — so two requests cannot
// both take the last one, and a failure costs nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database, UsageKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { CurrentPlan } from '../plans/subscription.service.ts';
import type { UsageCreditsRepo } from './usage-credits.repo.ts';
import type { UsageEventsRepo } from './usage-events.repo.ts';

/** How the refusal names what ran out. */
const WHAT: Record<UsageKind, string> = {
  optimization: 'optimizations',
  thumbnailGeneration: 'background generations',
  thumbnailUpload: 'thumbnail uploads',
  translationLanguage: 'translated languages',
  captionTrack: 'translated caption tracks',
  uploadMinutes: 'minutes of uploaded video analysis',
};

/** What applies to a user now: their plan's limits with credits added, and the usage period. */
export interface UsageTerms {
  planName: string;
  limits: Record<UsageKind, number>;
  period: { start: Date; end: Date };
}

export interface Allowance {
  used: number;
  limit: number;
  remaining: number;
}

export class UsageService {
  private readonly events: UsageEventsRepo;
  private readonly credits: UsageCreditsRepo;
  private readonly currentPlan: (userId: string) => Promise<CurrentPlan>;
  private readonly database: Kysely<Database>;
  private readonly llm: { label: string; provider: string; model: string } | null;
  constructor(deps: {
    events: UsageEventsRepo;
    credits: UsageCreditsRepo;
    currentPlan: (userId: string) => Promise<CurrentPlan>;
    db: Kysely<Database>;
    llm: { label: string; provider: string; model: string } | null;
  }) {
    this.events = deps.events;
    this.credits = deps.credits;
    this.currentPlan = deps.currentPlan;
    this.database = deps.db;
    this.llm = deps.llm;
  }

  /**
   * Read before a transaction and passed into it: in embedded mode the transaction holds the only connection,
   * so reading the plan through the pool inside it would wait forever.
   */
  async terms(userId: string): Promise<UsageTerms> {
    const { plan, period } = await this.currentPlan(userId);
    const credits = await this.credits.sums(userId, period);
    const limits = Object.fromEntries(
      (Object.keys(WHAT) as UsageKind[]).map((kind) => [kind, plan.limits[kind] + (credits.get(kind) ?? 0)]),
    ) as Record<UsageKind, number>;
    return { planName: plan.name.en ?? plan.slug, limits, period };
  }

  /**
   * How many channels the user may have connected at once: their plan's limit plus channel credits granted this
   * period. A standing limit (connections are counted, not events), checked when a new channel is connected.
   */
  async channelLimit(userId: string): Promise<{ limit: number; planName: string }> {
    const { plan, period } = await this.currentPlan(userId);
    const credits = await this.credits.sums(userId, period);
    return {
      limit: plan.limits.channels + (credits.get('channels') ?? 0),
      planName: plan.name.en ?? plan.slug,
    };
  }

  async allowance(
    userId: string,
    kind: UsageKind,
    db?: Kysely<Database>,
    terms?: UsageTerms,
  ): Promise<Allowance> {
    terms ??= await this.terms(userId);
    const limit = terms.limits[kind];
    const used = await this.events.count(userId, kind, terms.period, db);
    return { used, limit, remaining: Math.max(0, limit - used) };
  }

  /** The optimization allowance and the engines on offer (the optimizer's usage panel). */
  async summary(userId: string, db?: Kysely<Database>, terms?: UsageTerms) {
    terms ??= await this.terms(userId);
    return {
      period: { start: terms.period.start.toISOString(), end: terms.period.end.toISOString() },
      optimizations: await this.allowance(userId, 'optimization', db, terms),
      engines: { default: this.llm ? ('llm' as const) : ('builtin' as const), llm: this.llm },
    };
  }

  /** Within the caller's transaction: refuses past the limit, else records one committed event. */
  async record(
    trx: Transaction<Database>,
    userId: string,
    kind: UsageKind,
    options: { terms: UsageTerms; jobRunId?: string },
  ): Promise<{ used: number; limit: number }> {
    await this.events.lockUser(trx, userId);
    const allowance = await this.allowance(userId, kind, trx, options.terms);
    if (allowance.remaining <= 0) throw limitReached(kind, allowance, options.terms);
    await this.events.insert(trx, {
      userId,
      kind,
      status: 'committed',
      ...(options.jobRunId ? { jobRunId: options.jobRunId } : {}),
    });
    return { used: allowance.used + 1, limit: allowance.limit };
  }

  /**
   * Takes a place for work about to start; refuses past the limit. Commit or release it when the work ends.
   * The reference (the request's idempotency key) is taken once: a second request for the same work while
   * the first runs, or after it was counted, is refused instead of doing the work twice.
   */
  async reserve(userId: string, kind: UsageKind, reference: string): Promise<number> {
    const terms = await this.terms(userId);
    return this.database.transaction().execute(async (trx) => {
      await this.events.lockUser(trx, userId);
      if (await this.events.hasReference(trx, userId, kind, reference)) {
        throw new AppError(
          'CONFLICT',
          'This request is already being worked on. Wait a moment, then look again.',
          {
            details: { inProgress: true },
          },
        );
      }
      const allowance = await this.allowance(userId, kind, trx, terms);
      if (allowance.remaining <= 0) throw limitReached(kind, allowance, terms);
      return this.events.insert(trx, {
        userId,
        kind,
        status: 'reserved',
        reference,
      });
    });
  }

  /**
   * Within the caller's transaction: refuses unless `references.length` more fit this month, else records
   * one committed event per reference (a translation: one per video and language). `refund` takes one back.
   */
  async recordMany(
    trx: Transaction<Database>,
    userId: string,
    kind: UsageKind,
    references: readonly string[],
    options: { terms: UsageTerms },
  ): Promise<Allowance> {
    await this.events.lockUser(trx, userId);
    const allowance = await this.allowance(userId, kind, trx, options.terms);
    if (allowance.remaining < references.length) {
      throw limitReached(kind, allowance, options.terms, references.length);
    }
    for (const reference of references) {
      await this.events.insert(trx, { userId, kind, status: 'committed', reference });
    }
    const used = allowance.used + references.length;
    return { used, limit: allowance.limit, remaining: Math.max(0, allowance.limit - used) };
  }

  /** Gives back what `recordMany` counted for work that failed (it costs nothing). */
  refund(userId: string, kind: UsageKind, reference: string): Promise<void> {
    return this.events.deleteReference(userId, kind, reference);
  }

  commit(reservation: number): Promise<void> {
    return this.events.commit(reservation);
  }

  release(reservation: number): Promise<void> {
    return this.events.release(reservation);
  }

  /** Runs `work` on a reserved place: committed when it succeeds, released when it throws. */
  async metered<T>(userId: string, kind: UsageKind, reference: string, work: () => Promise<T>): Promise<T> {
    const reservation = await this.reserve(userId, kind, reference);
    try {
      const result = await work();
      await this.commit(reservation);
      return result;
    } catch (error) {
      await this.release(reservation);
      throw error;
    }
  }
}

function limitReached(kind: UsageKind, allowance: Allowance, terms: UsageTerms, needed = 1): AppError {
  const renewsAt = terms.period.end.toISOString();
  const plan = terms.planName;
  const message =
    needed > 1 && allowance.remaining > 0
      ? `This needs ${needed} ${WHAT[kind]}; ${allowance.remaining} of the ${allowance.limit} in your ${plan} plan are left this period. They renew on ${renewsAt.slice(0, 10)}.`
      : `You have used all ${allowance.limit} ${WHAT[kind]} of your ${plan} plan this period. They renew on ${renewsAt.slice(0, 10)}, or upgrade for more.`;
  return new AppError('FORBIDDEN', message, {
    details: { reason: 'monthlyLimit', kind, ...allowance, needed, renewsAt, plan },
  });
}
