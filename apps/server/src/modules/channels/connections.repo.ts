import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ConnectionRow, Database, YoutubeConnectionsTable } from '../../db/schema.ts';

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

  /** Internal use by token refresh (the caller already holds an owned row). */
  findById(id: string): Promise<ConnectionRow | undefined> {
    return this.db.selectFrom('youtube_connections').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<YoutubeConnectionsTable> & { id: string }): Promise<ConnectionRow> {
    return this.db.insertInto('youtube_connections').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: string, patch: Updateable<YoutubeConnectionsTable>): Promise<ConnectionRow | undefined> {
    return this.db
      .updateTable('youtube_connections')
      .set({ ...patch, updated_at: sql<Date>`now()` as unknown as Date })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
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

  async delete(userId: string, id: string): Promise<ConnectionRow | undefined> {
    return this.db
      .deleteFrom('youtube_connections')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
