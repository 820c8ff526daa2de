import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ConnectionRow, Database, JobRunRow, YoutubeConnectionsTable } from '../../db/schema.ts';
import { youtubeToday } from '../../db/youtube-day.ts';

/** What a list of the user's channels shows (connection.presenter.ts), without tokens, stats or sync state. */
const SUMMARY_COLUMNS = [
  'id',
  'youtube_channel_id',
  'channel_title',
  'channel_handle',
  'thumbnail_url',
  'is_active',
  'status',
  'scopes',
  'created_at',
  'last_verified_at',
] as const satisfies readonly (keyof ConnectionRow)[];
export type ConnectionSummaryRow = Pick<ConnectionRow, (typeof SUMMARY_COLUMNS)[number]>;

/** What a channel's video list needs of its connection: which one it is, and its stored video count. */
const LISTING_COLUMNS = [
  'id',
  'youtube_channel_id',
  'is_active',
  'listed_video_count',
] as const satisfies readonly (keyof ConnectionRow)[];
export type ConnectionListingRow = Pick<ConnectionRow, (typeof LISTING_COLUMNS)[number]>;

/** Every lookup takes the owner: a connection is only ever found for the user who owns it. */
export class ConnectionsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  listForUser(userId: string): Promise<ConnectionRow[]> {
    return this.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  }

  /** The user's connections with only the columns a list shows: the most frequent signed-in read. */
  listSummariesForUser(userId: string): Promise<ConnectionSummaryRow[]> {
    return this.db
      .selectFrom('youtube_connections')
      .select(SUMMARY_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  }

  /**
   * The user's connections (what a video list needs of them), each with the status of its latest `jobKind` run keyed
   * `<keyPrefix><connection id>` (the channel sync's): the list and whether it is syncing come from one statement.
   */
  listForUserWithLatestRun(
    userId: string,
    jobKind: string,
    keyPrefix: string,
  ): Promise<(ConnectionListingRow & { latest_run_status: JobRunRow['status'] | null })[]> {
    return this.db
      .selectFrom('youtube_connections')
      .select(LISTING_COLUMNS.map((column) => `youtube_connections.${column}` as const))
      .select((eb) =>
        eb
          .selectFrom('job_runs')
          .select('job_runs.status')
          .where('job_runs.kind', '=', jobKind)
          .where('job_runs.owner_user_id', '=', userId)
          .where(sql<boolean>`job_runs.key = ${keyPrefix} || youtube_connections.id::text`)
          .orderBy('job_runs.created_at', 'desc')
          .limit(1)
          .as('latest_run_status'),
      )
      .where('youtube_connections.user_id', '=', userId)
      .orderBy('youtube_connections.created_at', 'asc')
      .execute();
  }

  findForUser(userId: string, id: string): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByChannel(userId: string, youtubeChannelId: string): Promise<ConnectionRow | undefined> {
    return this.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .where('youtube_channel_id', '=', youtubeChannelId)
      .executeTakeFirst();
  }

  /** Healthy connections (of every user) whose last full sync is older than `days`: due for a refresh. */
  listDueForFullRefresh(days: number): Promise<Pick<ConnectionRow, 'id' | 'user_id'>[]> {
    return this.db
      .selectFrom('youtube_connections')
      .select(['id', 'user_id'])
      .where('status', '=', 'active')
      .where('last_full_sync_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .execute();
  }

  /** Internal use by token refresh (the caller already holds an owned row). */
  findById(id: string): Promise<ConnectionRow | undefined> {
    return this.db.selectFrom('youtube_connections').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts the connection unless the user already has `limit` (counted under a lock on the user's row). */
  async insertWithinLimit(
    limit: number,
    row: Insertable<YoutubeConnectionsTable> & { id: string },
  ): Promise<ConnectionRow | null> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().execute();
      const { count } = await trx
        .selectFrom('youtube_connections')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', row.user_id)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) return null;
      const inserted = await trx
        .insertInto('youtube_connections')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.stats_fetched_at) await snapshotChannelStats(trx, inserted);
      return inserted;
    });
  }

  /** Updates the connection; when the patch carries fresh channel statistics, they are also today's snapshot. */
  async update(id: string, patch: Updateable<YoutubeConnectionsTable>): Promise<ConnectionRow | undefined> {
    const write = (db: Kysely<Database>) =>
      db
        .updateTable('youtube_connections')
        .set({ ...patch, updated_at: sql<Date>`now()` as unknown as Date })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    if (!patch.stats_fetched_at) return write(this.db);
    return this.db.transaction().execute(async (trx) => {
      const row = await write(trx);
      if (row) await snapshotChannelStats(trx, row);
      return row;
    });
  }

  /** Makes one connection the user's active channel (and no other), atomically. */
  async activate(userId: string, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('youtube_connections')
        .set({ is_active: false })
        .where('user_id', '=', userId)
        .where('id', '!=', id)
        .where('is_active', '=', true)
        .execute();
      await trx
        .updateTable('youtube_connections')
        .set({ is_active: true })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    });
  }

  /** How many connections, of any user, hold a grant of this Google identity, leaving out the ones named. */
  async countWithGrantSubject(
    subject: string,
    except: { connectionId?: string; userId?: string },
  ): Promise<number> {
    let query = this.db
      .selectFrom('youtube_connections')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('grant_subject', '=', subject);
    if (except.connectionId) query = query.where('id', '!=', except.connectionId);
    if (except.userId) query = query.where('user_id', '!=', except.userId);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async delete(userId: string, id: string): Promise<ConnectionRow | undefined> {
    return this.db
      .deleteFrom('youtube_connections')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}

/** One row per channel per day (a later read the same day replaces it): the history behind milestones and charts. */
async function snapshotChannelStats(db: Kysely<Database>, row: ConnectionRow): Promise<void> {
  const values = {
    subscriber_count: row.hidden_subscriber_count ? null : row.subscriber_count,
    view_count: row.view_count,
    video_count: row.video_count,
  };
  await db
    .insertInto('channel_stats_daily')
    .values({ connection_id: row.id, day: youtubeToday() as unknown as string, ...values })
    .onConflict((oc) => oc.columns(['connection_id', 'day']).doUpdateSet(values))
    .execute();
}
