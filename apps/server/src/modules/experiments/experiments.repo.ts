// Experiments, their variants and their swaps. The rotation's safety rests on two statements here: a swap is
// claimed by one atomic update (pending → claimed, or a claim whose lease ran out taken over) before YouTube is
// called, and done is recorded after; the (experiment, day) key is unique.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type {
  Database,
  ExperimentRow,
  ExperimentsTable,
  ExperimentSwapRow,
  ExperimentSwapsTable,
  ExperimentVariantRow,
  ExperimentVariantsTable,
} from '../../db/schema.ts';

export interface ExperimentBundle {
  experiment: ExperimentRow;
  variants: ExperimentVariantRow[];
  swaps: ExperimentSwapRow[];
}

export class ExperimentsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * Inserts the experiment with its variants and swaps in one transaction. Answers `undefined` when this user's
   * idempotency key already made one; throws the unique violation when another is running on the video.
   */
  async create(
    row: Insertable<ExperimentsTable>,
    variants: Omit<Insertable<ExperimentVariantsTable>, 'experiment_id'>[],
    swaps: Omit<Insertable<ExperimentSwapsTable>, 'experiment_id'>[],
  ): Promise<ExperimentRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('experiments')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!inserted) return undefined;
      await trx
        .insertInto('experiment_variants')
        .values(variants.map((v) => ({ ...v, experiment_id: inserted.id })))
        .execute();
      await trx
        .insertInto('experiment_swaps')
        .values(swaps.map((s) => ({ ...s, experiment_id: inserted.id })))
        .execute();
      return inserted;
    });
  }

  findByKey(userId: string, key: string): Promise<ExperimentRow | undefined> {
    return this.db
      .selectFrom('experiments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  findForUser(userId: string, id: string): Promise<ExperimentRow | undefined> {
    return this.db
      .selectFrom('experiments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findById(id: string): Promise<ExperimentRow | undefined> {
    return this.db.selectFrom('experiments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  runningForVideo(videoId: string): Promise<ExperimentRow | undefined> {
    return this.db
      .selectFrom('experiments')
      .selectAll()
      .where('video_id', '=', videoId)
      .where('status', '=', 'running')
      .executeTakeFirst();
  }

  listForVideo(userId: string, videoId: string, limit = 20): Promise<ExperimentRow[]> {
    return this.db
      .selectFrom('experiments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async bundle(experiment: ExperimentRow): Promise<ExperimentBundle> {
    const [variants, swaps] = await Promise.all([
      this.db
        .selectFrom('experiment_variants')
        .selectAll()
        .where('experiment_id', '=', experiment.id)
        .orderBy('position')
        .execute(),
      this.swaps(experiment.id),
    ]);
    return { experiment, variants, swaps };
  }

  swaps(experimentId: string): Promise<ExperimentSwapRow[]> {
    return this.db
      .selectFrom('experiment_swaps')
      .selectAll()
      .where('experiment_id', '=', experimentId)
      .orderBy('day_index')
      .execute();
  }

  async update(id: string, changes: Updateable<ExperimentsTable>, db: Kysely<Database> = this.db) {
    return db
      .updateTable('experiments')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Swaps of running experiments that are due (or whose claim's lease ran out), oldest first. The rotation takes
   * the newest per experiment and marks the older ones missed.
   */
  due(now: Date, staleBefore: Date): Promise<ExperimentSwapRow[]> {
    return this.db
      .selectFrom('experiment_swaps')
      .innerJoin('experiments', 'experiments.id', 'experiment_swaps.experiment_id')
      .selectAll('experiment_swaps')
      .where('experiments.status', '=', 'running')
      .where('experiment_swaps.due_at', '<=', now)
      .where((eb) =>
        eb.or([
          eb('experiment_swaps.status', '=', 'pending'),
          eb.and([
            eb('experiment_swaps.status', '=', 'claimed'),
            eb('experiment_swaps.claimed_at', '<', staleBefore),
          ]),
        ]),
      )
      .orderBy('experiment_swaps.experiment_id')
      .orderBy('experiment_swaps.due_at')
      .execute();
  }

  /** Takes the swap for this worker: answers the row (with its earlier claim time, if taken over) or undefined. */
  async claim(
    experimentId: string,
    dayIndex: number,
    now: Date,
    staleBefore: Date,
  ): Promise<{ swap: ExperimentSwapRow; previousClaim: Date | null } | undefined> {
    const before = await this.db
      .selectFrom('experiment_swaps')
      .select('claimed_at')
      .where('experiment_id', '=', experimentId)
      .where('day_index', '=', dayIndex)
      .executeTakeFirst();
    const swap = await this.db
      .updateTable('experiment_swaps')
      .set({ status: 'claimed', claimed_at: now, attempts: sql<number>`attempts + 1` })
      .where('experiment_id', '=', experimentId)
      .where('day_index', '=', dayIndex)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'claimed'), eb('claimed_at', '<', staleBefore)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    return swap ? { swap, previousClaim: before?.claimed_at ?? null } : undefined;
  }

  async setSwap(
    experimentId: string,
    dayIndex: number,
    changes: Updateable<ExperimentSwapsTable>,
    db: Kysely<Database> = this.db,
  ) {
    await db
      .updateTable('experiment_swaps')
      .set(changes)
      .where('experiment_id', '=', experimentId)
      .where('day_index', '=', dayIndex)
      .execute();
  }

  /** Pending swaps before `dayIndex` that a later due swap supersedes: marked missed, never sent. */
  async skipBefore(experimentId: string, dayIndex: number, staleBefore: Date) {
    await this.db
      .updateTable('experiment_swaps')
      .set({ status: 'skipped' })
      .where('experiment_id', '=', experimentId)
      .where('day_index', '<', dayIndex)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'claimed'), eb('claimed_at', '<', staleBefore)]),
        ]),
      )
      .execute();
  }

  /** Whether a swap of the experiment is being made right now (claimed, lease not run out). */
  async inFlight(experimentId: string, staleBefore: Date): Promise<boolean> {
    const row = await this.db
      .selectFrom('experiment_swaps')
      .select('day_index')
      .where('experiment_id', '=', experimentId)
      .where('status', '=', 'claimed')
      .where('claimed_at', '>=', staleBefore)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stops a running experiment once: pending swaps cancelled, the restore brought forward to `now` with the
   * variant to keep. Answers false when it was not running or its restore had already begun.
   */
  async stop(trx: Transaction<Database>, id: string, keep: number, now: Date): Promise<boolean> {
    const restore = await trx
      .updateTable('experiment_swaps')
      .set({ variant: keep, due_at: now })
      .where('experiment_id', '=', id)
      .where('kind', '=', 'restore')
      .where('status', '=', 'pending')
      .returning('day_index')
      .executeTakeFirst();
    if (!restore) return false;
    const stopped = await trx
      .updateTable('experiments')
      .set({ stopped_at: now, keep_variant: keep, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('stopped_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!stopped) return false;
    await trx
      .updateTable('experiment_swaps')
      .set({ status: 'cancelled' })
      .where('experiment_id', '=', id)
      .where('kind', '=', 'swap')
      .where('status', '=', 'pending')
      .execute();
    return true;
  }

  /** Every swap still waiting (the experiment failed). */
  async cancelPending(experimentId: string, db: Kysely<Database> = this.db) {
    await db
      .updateTable('experiment_swaps')
      .set({ status: 'cancelled' })
      .where('experiment_id', '=', experimentId)
      .where('status', '=', 'pending')
      .execute();
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
