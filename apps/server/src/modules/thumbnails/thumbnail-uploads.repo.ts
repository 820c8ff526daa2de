// The thumbnail upload history: one row per upload or revert sent to YouTube.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, ThumbnailUploadsTable } from '../../db/schema.ts';

export type ThumbnailUploadRow = Selectable<ThumbnailUploadsTable>;

export class ThumbnailUploadsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts the entry unless the user already used this idempotency key; answers the entry either way. */
  async claim(
    row: Insertable<ThumbnailUploadsTable>,
  ): Promise<{ entry: ThumbnailUploadRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('thumbnail_uploads')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { entry: inserted, created: true };
    const existing = await this.findByKey(row.user_id, row.idempotency_key);
    if (!existing) throw new Error('thumbnail upload claim lost its row');
    return { entry: existing, created: false };
  }

  findByKey(userId: string, idempotencyKey: string) {
    return this.db
      .selectFrom('thumbnail_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  findForUser(userId: string, id: string) {
    return this.db
      .selectFrom('thumbnail_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  listForVideo(userId: string, videoId: string) {
    return this.db
      .selectFrom('thumbnail_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  update(id: string, patch: Updateable<ThumbnailUploadsTable>) {
    return this.db
      .updateTable('thumbnail_uploads')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Marks `id` reverted by `revertId`, once: answers false when another revert got there first. */
  async markReverted(id: string, revertId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('thumbnail_uploads')
      .set({ reverted_by_id: revertId })
      .where('id', '=', id)
      .where('reverted_by_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
