// The one metering service: what each user may do per calendar month (UTC) — optimizations, image-model
// backgrounds, thumbnail uploads — with limits from the admin settings (plans will set them later). Work that
// starts inside a transaction (an optimization job) records its event in that transaction; work that talks to
// an outside service reserves a place first, then commits it when the work succeeded or releases it when it
// failed — so two requests cannot both take the last one, and a failure costs nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database, UsageKind } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingKey, SettingsService } from '../system/settings.service.ts';
import type { UsageEventsRepo } from './usage-events.repo.ts';

export function monthPeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const LIMIT_SETTING = {
  optimization: 'optimization.monthlyLimit',
  thumbnailGeneration: 'thumbnail.generationsMonthlyLimit',
  thumbnailUpload: 'thumbnail.uploadsMonthlyLimit',
  translationLanguage: 'translation.languagesMonthlyLimit',
  captionTrack: 'translation.captionTracksMonthlyLimit',
} as const satisfies Record<UsageKind, SettingKey>;

/** How the refusal names what ran out. */
const WHAT: Record<UsageKind, string> = {
  optimization: 'optimizations',
  thumbnailGeneration: 'background generations',
  thumbnailUpload: 'thumbnail uploads',
  translationLanguage: 'translated languages',
  captionTrack: 'translated caption tracks',
};

export interface Allowance {
  used: number;
  limit: number;
  remaining: number;
}

export class UsageService {
  private readonly events: UsageEventsRepo;
  private readonly settings: SettingsService;
  private readonly database: Kysely<Database>;
  private readonly llm: { label: string; provider: string; model: string } | null;
  constructor(deps: {
    events: UsageEventsRepo;
    settings: SettingsService;
    db: Kysely<Database>;
    llm: { label: string; provider: string; model: string } | null;
  }) {
    this.events = deps.events;
    this.settings = deps.settings;
    this.database = deps.db;
    this.llm = deps.llm;
  }

  limit(kind: UsageKind): Promise<number> {
    return this.settings.get(LIMIT_SETTING[kind]);
  }

  /**
   * Inside a transaction pass the transaction and the limit (read before it began): in embedded mode the
   * transaction holds the only connection, so reading the settings through the pool would wait forever.
   */
  async allowance(
    userId: string,
    kind: UsageKind,
    db?: Kysely<Database>,
    limit?: number,
  ): Promise<Allowance> {
    limit ??= await this.limit(kind);
    const used = await this.events.count(userId, kind, monthPeriod(), db);
    return { used, limit, remaining: Math.max(0, limit - used) };
  }

  /** The optimization allowance and the engines on offer (the optimizer's usage panel). */
  async summary(userId: string, db?: Kysely<Database>, limit?: number) {
    const { start, end } = monthPeriod();
    return {
      period: { start: start.toISOString(), end: end.toISOString() },
      optimizations: await this.allowance(userId, 'optimization', db, limit),
      engines: { default: this.llm ? ('llm' as const) : ('builtin' as const), llm: this.llm },
    };
  }

  /** Within the caller's transaction: refuses past the limit, else records one committed event. */
  async record(
    trx: Transaction<Database>,
    userId: string,
    kind: UsageKind,
    options: { limit: number; jobRunId?: string },
  ): Promise<{ used: number; limit: number }> {
    await this.events.lockUser(trx, userId);
    const allowance = await this.allowance(userId, kind, trx, options.limit);
    if (allowance.remaining <= 0) throw limitReached(kind, allowance);
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
    const limit = await this.limit(kind);
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
      const allowance = await this.allowance(userId, kind, trx, limit);
      if (allowance.remaining <= 0) throw limitReached(kind, allowance);
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
    options: { limit: number },
  ): Promise<Allowance> {
    await this.events.lockUser(trx, userId);
    const allowance = await this.allowance(userId, kind, trx, options.limit);
    if (allowance.remaining < references.length) throw limitReached(kind, allowance, references.length);
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

function limitReached(kind: UsageKind, allowance: Allowance, needed = 1): AppError {
  const renewsAt = monthPeriod().end.toISOString();
  const message =
    needed > 1 && allowance.remaining > 0
      ? `This needs ${needed} ${WHAT[kind]}; ${allowance.remaining} of this month's ${allowance.limit} are left. They renew on ${renewsAt.slice(0, 10)}.`
      : `You have used all ${allowance.limit} ${WHAT[kind]} of this month. They renew on ${renewsAt.slice(0, 10)}.`;
  return new AppError('FORBIDDEN', message, {
    details: { reason: 'monthlyLimit', kind, ...allowance, needed, renewsAt },
  });
}
