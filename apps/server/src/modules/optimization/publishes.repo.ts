import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, PublishesTable, PublishFields, PublishRow } from '../../db/schema.ts';

export interface NewPublish {
  userId: string;
  videoId: string;
  suggestionId: string | null;
  idempotencyKey: string | null;
  kind: PublishRow['kind'];
  revertsId: string | null;
  status: PublishRow['status'];
  engine: string | null;
  before: PublishFields;
  after: PublishFields;
  changedFields: string[];
  scoreBefore: number | null;
  /** Set when the entry is created as a claim on its idempotency key (see PublishService). */
  claim?: { owner: string; until: Date };
}

/** The columns that end a claim: written with every final status, so a finished entry holds no lease. */
const RELEASED = { claim_owner: null, claimed_until: null } as const;

export class PublishesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts a history entry; with an idempotency key already used, inserts nothing and answers undefined. */
  async insert(entry: NewPublish): Promise<PublishRow | undefined> {
    return this.db
      .insertInto('publishes')
      .values({
        user_id: entry.userId,
        video_id: entry.videoId,
        suggestion_id: entry.suggestionId,
        idempotency_key: entry.idempotencyKey,
        kind: entry.kind,
        reverts_id: entry.revertsId,
        status: entry.status,
        engine: entry.engine,
        before: JSON.stringify(entry.before),
        after: JSON.stringify(entry.after),
        changed_fields: entry.changedFields,
        score_before: entry.scoreBefore,
        claim_owner: entry.claim?.owner ?? null,
        claimed_until: entry.claim?.until ?? null,
      })
      .onConflict((oc) => oc.constraint('publishes_idempotency').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Takes over the claim on a key whose entry is not being worked on: a failed entry, or a pending one whose
   * owner's lease ran out (the owner died). Atomic: of several takers, one gets the row.
   */
  async takeOverClaim(
    userId: string,
    key: string,
    owner: string,
    until: Date,
  ): Promise<PublishRow | undefined> {
    return this.db
      .updateTable('publishes')
      .set({ claim_owner: owner, claimed_until: until })
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'failed'),
          eb.and([
            eb('status', '=', 'pending'),
            eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]),
          ]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Extends a live claim; answers false when the claim is no longer this owner's. */
  async renewClaim(id: string, owner: string, until: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('publishes')
      .set({ claimed_until: until })
      .where('id', '=', id)
      .where('claim_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Hands an entry back unclaimed (its owner stops without a final status; someone may take it over). */
  async releaseClaim(id: string, owner: string): Promise<void> {
    await this.db
      .updateTable('publishes')
      .set(RELEASED)
      .where('id', '=', id)
      .where('claim_owner', '=', owner)
      .execute();
  }

  /** Drops a claim that never sent anything, so the key is free again. */
  async deleteUnsentClaim(id: string, owner: string): Promise<void> {
    await this.db
      .deleteFrom('publishes')
      .where('id', '=', id)
      .where('claim_owner', '=', owner)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Pending entries whose owner's lease ran out before this time: publishes interrupted by a crash. */
  listAbandoned(olderThan: Date, limit: number): Promise<PublishRow[]> {
    return this.db
      .selectFrom('publishes')
      .selectAll()
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', olderThan)]))
      .where('created_at', '<', olderThan)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  findByKey(userId: string, key: string): Promise<PublishRow | undefined> {
    return this.db
      .selectFrom('publishes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  findForUser(userId: string, id: string): Promise<PublishRow | undefined> {
    return this.db
      .selectFrom('publishes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async update(id: string, patch: Updateable<PublishesTable>): Promise<PublishRow> {
    const final = patch.status === 'succeeded' || patch.status === 'failed';
    const row: Updateable<PublishesTable> = { ...patch, ...(final ? RELEASED : {}) };
    if (patch.before !== undefined) row.before = JSON.stringify(patch.before);
    if (patch.after !== undefined) row.after = JSON.stringify(patch.after);
    return this.db
      .updateTable('publishes')
      .set(row)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The user's history, newest first, with the video's current title and what reverted each entry. */
  async list(userId: string, options: { videoId?: string; id?: string; offset: number; limit: number }) {
    let query = this.db
      .selectFrom('publishes as p')
      .innerJoin('videos as v', 'v.id', 'p.video_id')
      .where('p.user_id', '=', userId);
    if (options.videoId) query = query.where('p.video_id', '=', options.videoId);
    if (options.id) query = query.where('p.id', '=', options.id);
    const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('p')
      .select(['v.youtube_video_id', 'v.title as video_title', 'v.thumbnails as video_thumbnails'])
      .select((eb) =>
        eb
          .selectFrom('publishes as r')
          .select('r.id')
          .whereRef('r.reverts_id', '=', 'p.id')
          .where('r.status', '=', 'succeeded')
          .limit(1)
          .as('reverted_by_id'),
      )
      .orderBy('p.created_at', 'desc')
      .offset(options.offset)
      .limit(options.limit)
      .execute();
    return { rows, total };
  }
}
