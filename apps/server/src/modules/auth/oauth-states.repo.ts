import { sql, type Kysely } from 'kysely';
import type { Database, OAuthStatesTable } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

export type OAuthStateRow = Selectable<OAuthStatesTable>;

export class OAuthStatesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insert(row: Insertable<OAuthStatesTable>): Promise<void> {
    await this.db.insertInto('oauth_states').values(row).execute();
  }

  /** Takes a pending flow by its state hash: single use, so a replayed callback finds nothing. */
  async take(stateHash: string): Promise<OAuthStateRow | undefined> {
    return this.db
      .deleteFrom('oauth_states')
      .where('state_hash', '=', stateHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .returningAll()
      .executeTakeFirst();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('oauth_states')
      .where('expires_at', '<=', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
