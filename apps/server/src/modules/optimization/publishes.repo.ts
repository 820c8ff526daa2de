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
}

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
      })
      .onConflict((oc) => oc.constraint('publishes_idempotency').doNothing())
      .returningAll()
      .executeTakeFirst();
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
    const row: Updateable<PublishesTable> = { ...patch };
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
