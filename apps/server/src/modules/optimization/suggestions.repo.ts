import type { Kysely } from 'kysely';
import type { Database, SuggestionRow } from '../../db/schema.ts';

export class SuggestionsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insert(
    row: Omit<SuggestionRow, 'id' | 'created_at' | 'base' | 'content'> & { base: unknown; content: unknown },
  ) {
    return this.db
      .insertInto('suggestions')
      .values({ ...row, base: JSON.stringify(row.base), content: JSON.stringify(row.content) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findForUser(userId: string, id: string): Promise<SuggestionRow | undefined> {
    return this.db
      .selectFrom('suggestions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  listForVideo(userId: string, videoId: string, limit = 10): Promise<SuggestionRow[]> {
    return this.db
      .selectFrom('suggestions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('video_id', '=', videoId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
