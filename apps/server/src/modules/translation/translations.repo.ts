// Translation jobs (one per video and request), their languages, and every edit made to a language.
import { type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type {
  Database,
  TranslationEditRow,
  TranslationJobRow,
  TranslationJobsTable,
  TranslationRow,
  TranslationsTable,
} from '../../db/schema.ts';

/** A job with what the presenter shows of its video. */
export type TranslationJobView = TranslationJobRow & {
  youtube_video_id: string;
  video_title: string;
  video_thumbnails: Record<string, { url: string }>;
  video_localizations: Record<string, { title?: string; description?: string }>;
  video_default_language: string | null;
  youtube_channel_id: string;
  channel_title: string;
  connection_id: string;
};

export class TranslationsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Creates the job and its languages unless this request (user, key, video) made it already. */
  async createJob(
    trx: Transaction<Database>,
    job: Insertable<TranslationJobsTable>,
    languages: readonly string[],
  ): Promise<{ job: TranslationJobRow; translations: TranslationRow[]; created: boolean }> {
    const inserted = await trx
      .insertInto('translation_jobs')
      .values(job)
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key', 'video_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('translation_jobs')
        .selectAll()
        .where('user_id', '=', job.user_id)
        .where('idempotency_key', '=', job.idempotency_key)
        .where('video_id', '=', job.video_id)
        .executeTakeFirstOrThrow();
      return { job: existing, translations: await this.languages(existing.id, trx), created: false };
    }
    const translations = await trx
      .insertInto('translations')
      .values(
        languages.map((language) => ({
          job_id: inserted.id,
          language,
          caption_status: job.caption_source ? ('queued' as const) : null,
        })),
      )
      .returningAll()
      .execute();
    return { job: inserted, translations, created: true };
  }

  async setJobRun(trx: Transaction<Database>, jobId: string, jobRunId: string): Promise<void> {
    await trx.updateTable('translation_jobs').set({ job_run_id: jobRunId }).where('id', '=', jobId).execute();
  }

  private jobs(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('translation_jobs')
      .innerJoin('videos', 'videos.id', 'translation_jobs.video_id')
      .innerJoin('youtube_connections', 'youtube_connections.id', 'videos.connection_id')
      .selectAll('translation_jobs')
      .select([
        'videos.youtube_video_id as youtube_video_id',
        'videos.title as video_title',
        'videos.thumbnails as video_thumbnails',
        'videos.localizations as video_localizations',
        'videos.default_language as video_default_language',
        'youtube_connections.youtube_channel_id as youtube_channel_id',
        'youtube_connections.channel_title as channel_title',
        'youtube_connections.id as connection_id',
      ]);
  }

  findJob(id: string): Promise<TranslationJobView | undefined> {
    return this.jobs().where('translation_jobs.id', '=', id).executeTakeFirst() as Promise<
      TranslationJobView | undefined
    >;
  }

  findJobForUser(userId: string, id: string): Promise<TranslationJobView | undefined> {
    return this.jobs()
      .where('translation_jobs.user_id', '=', userId)
      .where('translation_jobs.id', '=', id)
      .executeTakeFirst() as Promise<TranslationJobView | undefined>;
  }

  listJobs(userId: string, filter: { videoId?: string; limit: number }): Promise<TranslationJobView[]> {
    let query = this.jobs().where('translation_jobs.user_id', '=', userId);
    if (filter.videoId) query = query.where('translation_jobs.video_id', '=', filter.videoId);
    return query.orderBy('translation_jobs.created_at', 'desc').limit(filter.limit).execute() as Promise<
      TranslationJobView[]
    >;
  }

  async updateJob(id: string, patch: Updateable<TranslationJobsTable>): Promise<void> {
    await this.db
      .updateTable('translation_jobs')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  languages(jobId: string, db: Kysely<Database> = this.db): Promise<TranslationRow[]> {
    return db
      .selectFrom('translations')
      .selectAll()
      .where('job_id', '=', jobId)
      .orderBy('language')
      .execute();
  }

  languagesOfJobs(jobIds: readonly string[]): Promise<TranslationRow[]> {
    if (jobIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('translations')
      .selectAll()
      .where('job_id', 'in', jobIds)
      .orderBy('language')
      .execute();
  }

  findLanguage(jobId: string, language: string): Promise<TranslationRow | undefined> {
    return this.db
      .selectFrom('translations')
      .selectAll()
      .where('job_id', '=', jobId)
      .where('language', '=', language)
      .executeTakeFirst();
  }

  findTranslation(id: string): Promise<TranslationRow | undefined> {
    return this.db.selectFrom('translations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async updateLanguage(
    id: string,
    patch: Updateable<TranslationsTable>,
    db: Kysely<Database> = this.db,
  ): Promise<TranslationRow> {
    const row = { ...patch, updated_at: new Date() };
    if (Array.isArray(patch.repairs)) row.repairs = JSON.stringify(patch.repairs);
    return db
      .updateTable('translations')
      .set(row)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** An edit and the text it changed, together (the attribution is never lost). */
  async applyEdit(
    translation: TranslationRow,
    changes: { field: 'title' | 'description'; after: string }[],
    by: { role: 'owner' | 'reviewer'; name: string },
    patch: Updateable<TranslationsTable>,
  ): Promise<TranslationRow> {
    return this.db.transaction().execute(async (trx) => {
      for (const change of changes) {
        await trx
          .insertInto('translation_edits')
          .values({
            translation_id: translation.id,
            field: change.field,
            role: by.role,
            by_name: by.name,
            before: translation[change.field],
            after: change.after,
          })
          .execute();
      }
      return this.updateLanguage(translation.id, patch, trx);
    });
  }

  edits(translationIds: readonly string[]): Promise<TranslationEditRow[]> {
    if (translationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('translation_edits')
      .selectAll()
      .where('translation_id', 'in', translationIds)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The caption track Vidcraft last published for this video in this language (any job), if any. */
  async publishedCaptionId(videoId: string, language: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('translations')
      .innerJoin('translation_jobs', 'translation_jobs.id', 'translations.job_id')
      .select('translations.youtube_caption_id')
      .where('translation_jobs.video_id', '=', videoId)
      .where('translations.language', '=', language)
      .where('translations.youtube_caption_id', 'is not', null)
      .orderBy('translations.updated_at', 'desc')
      .executeTakeFirst();
    return row?.youtube_caption_id ?? null;
  }

  /** Marks translated caption tracks as planned; answers the ids this call changed (not those taken already). */
  async takeCaptionsForPlanning(ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .updateTable('translations')
      .set({ caption_status: 'planned', updated_at: new Date() })
      .where('id', 'in', ids)
      .where('caption_status', '=', 'translated')
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Gives tracks back when their plan could not be made. */
  async releaseCaptionsFromPlanning(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('translations')
      .set({ caption_status: 'translated', updated_at: new Date() })
      .where('id', 'in', ids)
      .where('caption_status', '=', 'planned')
      .execute();
  }
}
