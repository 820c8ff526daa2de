// Which achievements a user was told about, and when.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class AnnouncementsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async announcedIds(userId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('achievement_announcements')
      .select('achievement_id')
      .where('user_id', '=', userId)
      .execute();
    return new Set(rows.map((row) => row.achievement_id));
  }

  /** Marks these as announced; one already marked keeps its first time (a repeated request changes nothing). */
  async mark(userId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .insertInto('achievement_announcements')
      .values(ids.map((id) => ({ user_id: userId, achievement_id: id })))
      .onConflict((oc) => oc.columns(['user_id', 'achievement_id']).doNothing())
      .execute();
  }
}
