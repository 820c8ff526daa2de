// The claim on a publish's idempotency key (decision 015): the entry is created (or a dead owner's taken
// over) atomically, its lease renewed while the owner works; others wait for the outcome or are told the
// publish is in progress.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERROR_CODES, type ErrorCode } from '@vidcraft/contracts';
import type { PublishRow, SuggestionRow, VideoRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { engineTag } from './optimization.presenter.ts';
import type { PublishesRepo } from './publishes.repo.ts';

/** How long a claim lives without renewal: a dead owner's key is free again after this. */
const CLAIM_LEASE_MS = 15_000;
const CLAIM_RENEW_MS = 5_000;
/** How long a request with a key in progress waits for the owner's outcome before answering "in progress". */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 100;

export interface ClaimOptions {
  waitMs?: number;
  leaseMs?: number;
}

export type Claimed =
  | { replay: PublishRow }
  | {
      entry: PublishRow;
      owner: string;
      /** created by this request (nothing was sent under it yet) */ fresh: boolean;
    };

export const keyReused = () =>
  new AppError('VALIDATION', 'This idempotency key was already used for another video.', {
    details: { reason: 'keyReused' },
  });
/** The outcome of a publish that failed while another request with its key waited for it. */
const failureOf = (entry: PublishRow) =>
  new AppError(
    (ERROR_CODES as readonly string[]).includes(entry.error_code ?? '')
      ? (entry.error_code as ErrorCode)
      : 'UPSTREAM_UNAVAILABLE',
    entry.error_message ?? 'Publishing failed.',
    { details: { reason: 'failedWhileWaiting', entryId: entry.id } },
  );

export class PublishClaims {
  private readonly publishes: PublishesRepo;
  private readonly options: ClaimOptions;
  constructor(publishes: PublishesRepo, options: ClaimOptions = {}) {
    this.publishes = publishes;
    this.options = options;
  }

  get leaseMs(): number {
    return this.options.leaseMs ?? CLAIM_LEASE_MS;
  }

  /**
   * Claims the idempotency key: creates the entry, or takes over one nobody is working on. While another
   * request holds the key, waits for its outcome; a write that failed while we waited is answered as it is.
   */
  async claim(
    userId: string,
    video: VideoRow,
    request: { idempotencyKey: string },
    history: { kind: 'publish' | 'revert'; revertsId: string | null },
    suggestion: SuggestionRow | null,
  ): Promise<Claimed> {
    const owner = randomUUID();
    const deadline = Date.now() + (this.options.waitMs ?? CLAIM_WAIT_MS);
    let waited = false;
    for (;;) {
      const until = new Date(Date.now() + this.leaseMs);
      const created = await this.publishes.insert({
        userId,
        videoId: video.id,
        suggestionId: suggestion?.id ?? null,
        idempotencyKey: request.idempotencyKey,
        kind: history.kind,
        revertsId: history.revertsId,
        status: 'pending',
        engine: engineTag(suggestion),
        before: {},
        after: {},
        changedFields: [],
        scoreBefore: null,
        claim: { owner, until },
      });
      if (created) return { entry: created, owner, fresh: true };
      const current = await this.publishes.findByKey(userId, request.idempotencyKey);
      if (current) {
        if (current.video_id !== video.id) throw keyReused();
        if (current.status === 'succeeded') return { replay: current };
        if (current.status === 'failed' && waited) throw failureOf(current);
        const taken = await this.publishes.takeOverClaim(userId, request.idempotencyKey, owner, until);
        if (taken) return { entry: taken, owner, fresh: false };
        waited = true;
      }
      if (Date.now() >= deadline) {
        throw new AppError(
          'CONFLICT',
          'This publish is already in progress. Check the history in a moment.',
          {
            details: { reason: 'inProgress' },
          },
        );
      }
      await sleep(CLAIM_POLL_MS);
    }
  }

  /** Renews the claim while its owner works (a slow YouTube must not let another request take the key). */
  keep(id: string, owner: string): () => void {
    const timer = setInterval(
      () => {
        void this.publishes.renewClaim(id, owner, new Date(Date.now() + this.leaseMs)).catch(() => undefined);
      },
      Math.min(CLAIM_RENEW_MS, this.leaseMs / 3),
    );
    timer.unref();
    return () => clearInterval(timer);
  }
}
