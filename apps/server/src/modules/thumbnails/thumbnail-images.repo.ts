// The studio's images: backgrounds a creator uploaded or an image model made, and thumbnails they kept.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ThumbnailImagesTable } from '../../db/schema.ts';

/** A stored image with the YouTube id of its video (when it was made for one). */
export type ThumbnailImageRow = Selectable<ThumbnailImagesTable> & { youtube_video_id: string | null };
export type ThumbnailImageSource = ThumbnailImageRow['source'];

export class ThumbnailImagesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts the row unless the user already used its idempotency key; answers the stored row either way. */
  async insert(row: Insertable<ThumbnailImagesTable>): Promise<{ row: ThumbnailImageRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('thumbnail_images')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { row: (await this.findForUser(row.user_id, inserted.id))!, created: true };
    const existing = row.idempotency_key ? await this.findByKey(row.user_id, row.idempotency_key) : undefined;
    if (!existing) throw new Error('thumbnail image insert lost its row');
    return { row: existing, created: false };
  }

  private rows() {
    return this.db
      .selectFrom('thumbnail_images')
      .leftJoin('videos', 'videos.id', 'thumbnail_images.video_id')
      .selectAll('thumbnail_images')
      .select('videos.youtube_video_id as youtube_video_id');
  }

  findByKey(userId: string, idempotencyKey: string): Promise<ThumbnailImageRow | undefined> {
    return this.rows()
      .where('thumbnail_images.user_id', '=', userId)
      .where('thumbnail_images.idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  findForUser(userId: string, id: string): Promise<ThumbnailImageRow | undefined> {
    return this.rows()
      .where('thumbnail_images.user_id', '=', userId)
      .where('thumbnail_images.id', '=', id)
      .executeTakeFirst();
  }

  list(
    userId: string,
    filter: { sources: readonly ThumbnailImageSource[]; videoId?: string; limit: number },
  ): Promise<ThumbnailImageRow[]> {
    let query = this.rows()
      .where('thumbnail_images.user_id', '=', userId)
      .where('thumbnail_images.source', 'in', filter.sources);
    if (filter.videoId) query = query.where('thumbnail_images.video_id', '=', filter.videoId);
    return query
      .orderBy('thumbnail_images.created_at', 'desc')
      .orderBy('thumbnail_images.id', 'desc')
      .limit(filter.limit)
      .execute();
  }

  async markUsed(userId: string, id: string, action: 'download' | 'copy'): Promise<ThumbnailImageRow> {
    await this.db
      .updateTable('thumbnail_images')
      .set(action === 'download' ? { downloaded_at: new Date() } : { copied_at: new Date() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
    return (await this.findForUser(userId, id))!;
  }
}
