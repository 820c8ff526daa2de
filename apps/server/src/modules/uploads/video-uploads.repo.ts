// Uploaded videos and what became of them: the analysis, the publish, and when the file goes.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, VideoUploadRow, VideoUploadsTable } from '../../db/schema.ts';

export class VideoUploadsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts a draft for a finished tus upload; a second insert for the same upload answers `undefined`. */
  async insert(
    trx: Transaction<Database>,
    row: Insertable<VideoUploadsTable>,
  ): Promise<VideoUploadRow | undefined> {
    return trx
      .insertInto('video_uploads')
      .values(row)
      .onConflict((oc) => oc.column('tus_id').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  findByTusId(tusId: string): Promise<VideoUploadRow | undefined> {
    return this.db.selectFrom('video_uploads').selectAll().where('tus_id', '=', tusId).executeTakeFirst();
  }

  findById(id: string): Promise<VideoUploadRow | undefined> {
    return this.db.selectFrom('video_uploads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findForUser(userId: string, id: string): Promise<VideoUploadRow | undefined> {
    return this.db
      .selectFrom('video_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The newest first, without the (large) analysis. */
  listForUser(userId: string, limit = 50): Promise<Omit<VideoUploadRow, 'analysis' | 'caption_file'>[]> {
    return this.db
      .selectFrom('video_uploads')
      .select([
        'id',
        'user_id',
        'tus_id',
        'file_name',
        'size_bytes',
        'working_title',
        'language',
        'status',
        'minutes',
        'analysis_run_id',
        'publish_run_id',
        'publish_key',
        'error_code',
        'error_message',
        'published',
        'publish_state',
        'file_expires_at',
        'file_removed_at',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async update(id: string, changes: Updateable<VideoUploadsTable>, db: Kysely<Database> = this.db) {
    await db
      .updateTable('video_uploads')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Moves a ready (or failed-to-publish) upload to `publishing` under this key, once: answers the row when this
   * call claimed it, `undefined` when another publish holds it or it is already published.
   */
  claimPublish(userId: string, id: string, key: string): Promise<VideoUploadRow | undefined> {
    return this.db
      .updateTable('video_uploads')
      .set({
        status: 'publishing',
        publish_key: key,
        error_code: null,
        error_message: null,
        updated_at: sql<Date>`now()`,
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'ready'),
          eb.and([eb('status', '=', 'failed'), eb('analysis', 'is not', null)]),
        ]),
      )
      .where('file_removed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(userId: string, id: string): Promise<VideoUploadRow | undefined> {
    return this.db
      .deleteFrom('video_uploads')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Uploads whose file is past its keep-until time and still on disk. */
  expiredFiles(now: Date, limit = 100): Promise<Pick<VideoUploadRow, 'id' | 'user_id' | 'tus_id'>[]> {
    return this.db
      .selectFrom('video_uploads')
      .select(['id', 'user_id', 'tus_id'])
      .where('file_removed_at', 'is', null)
      .where('file_expires_at', '<=', now)
      .where('status', '!=', 'publishing')
      .limit(limit)
      .execute();
  }

  /** tus ids that have a draft (the rest in the upload dir are unclaimed). */
  async claimedTusIds(tusIds: readonly string[]): Promise<Set<string>> {
    if (tusIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('video_uploads')
      .select('tus_id')
      .where('tus_id', 'in', tusIds)
      .execute();
    return new Set(rows.map((r) => r.tus_id));
  }
}
