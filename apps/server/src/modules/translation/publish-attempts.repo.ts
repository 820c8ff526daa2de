// Every publish attempt of a translation job (metadata or captions) and its outcome per language, and the
// caption uploads the quota planner spread over days (durable: a restart resumes where it stopped).
import { sql, type Kysely, type Updateable } from 'kysely';
import type {
  AttemptLanguage,
  CaptionUploadRow,
  Database,
  PublishAttemptRow,
  TranslationPublishAttemptsTable,
} from '../../db/schema.ts';

export class PublishAttemptsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Creates the attempt unless this request (user, key, job) made it already; answers whether it did. */
  async open(row: {
    jobId: string;
    userId: string;
    idempotencyKey: string;
    kind: 'metadata' | 'caption';
  }): Promise<{ attempt: PublishAttemptRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('translation_publish_attempts')
      .values({
        job_id: row.jobId,
        user_id: row.userId,
        idempotency_key: row.idempotencyKey,
        kind: row.kind,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key', 'job_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { attempt: inserted, created: true };
    const existing = await this.db
      .selectFrom('translation_publish_attempts')
      .selectAll()
      .where('user_id', '=', row.userId)
      .where('idempotency_key', '=', row.idempotencyKey)
      .where('job_id', '=', row.jobId)
      .executeTakeFirstOrThrow();
    return { attempt: existing, created: false };
  }

  async close(
    id: string,
    patch: Omit<Updateable<TranslationPublishAttemptsTable>, 'languages'> & { languages?: AttemptLanguage[] },
  ): Promise<PublishAttemptRow> {
    const { languages, ...rest } = patch;
    return this.db
      .updateTable('translation_publish_attempts')
      .set({ ...rest, ...(languages ? { languages: JSON.stringify(languages) } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  list(userId: string, jobId: string): Promise<PublishAttemptRow[]> {
    return this.db
      .selectFrom('translation_publish_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  find(id: string): Promise<PublishAttemptRow | undefined> {
    return this.db
      .selectFrom('translation_publish_attempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async planUploads(
    rows: { translationId: string; attemptId: string; userId: string; plannedDay: string }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('caption_uploads')
      .values(
        rows.map((r) => ({
          translation_id: r.translationId,
          attempt_id: r.attemptId,
          user_id: r.userId,
          planned_day: r.plannedDay,
        })),
      )
      .execute();
  }

  /** Planned uploads whose day has come, oldest plan first. */
  dueUploads(today: string, limit: number): Promise<CaptionUploadRow[]> {
    return this.db
      .selectFrom('caption_uploads')
      .selectAll()
      .where('status', '=', 'planned')
      .where('planned_day', '<=', today)
      .orderBy('planned_day')
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  uploadsOfAttempt(attemptId: string): Promise<CaptionUploadRow[]> {
    return this.db
      .selectFrom('caption_uploads')
      .selectAll()
      .where('attempt_id', '=', attemptId)
      .orderBy('planned_day')
      .execute();
  }

  /** The day each of these translations' caption uploads is planned for (those not sent yet). */
  async plannedDays(translationIds: readonly string[]): Promise<Map<string, string>> {
    if (translationIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('caption_uploads')
      .select(['translation_id', 'planned_day'])
      .where('translation_id', 'in', translationIds)
      .where('status', '=', 'planned')
      .execute();
    return new Map(rows.map((r) => [r.translation_id, r.planned_day]));
  }

  /** Planned uploads of a user not yet sent (what the planner must fit around). */
  async plannedUnits(userId: string): Promise<{ planned_day: string; n: number }[]> {
    return this.db
      .selectFrom('caption_uploads')
      .select(['planned_day', sql<number>`count(*)::int`.as('n')])
      .where('user_id', '=', userId)
      .where('status', '=', 'planned')
      .groupBy('planned_day')
      .execute();
  }

  async updateUpload(
    id: string,
    patch: {
      status?: 'planned' | 'published' | 'failed';
      plannedDay?: string;
      error?: string | null;
      tried?: boolean;
    },
  ): Promise<void> {
    await this.db
      .updateTable('caption_uploads')
      .set((eb) => ({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.plannedDay ? { planned_day: patch.plannedDay } : {}),
        ...(patch.error !== undefined ? { error: patch.error } : {}),
        ...(patch.tried ? { tries: eb('tries', '+', 1) } : {}),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute();
  }
}
