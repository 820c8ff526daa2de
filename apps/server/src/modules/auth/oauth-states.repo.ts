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

  /**
   * Drops the client's expired flows and all but its newest `keep` pending ones, so one client never holds
   * more than `keep` rows however often it starts.
   */
  async trimClient(clientKey: string, keep: number): Promise<number> {
    const newest = this.db
      .selectFrom('oauth_states')
      .select('state_hash')
      .where('client_key', '=', clientKey)
      .orderBy('created_at', 'desc')
      .orderBy('state_hash')
      .limit(keep);
    const result = await this.db
      .deleteFrom('oauth_states')
      .where('client_key', '=', clientKey)
      .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('state_hash', 'not in', newest)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A pending flow by its state hash, left in place (the native app's callback only forwards it). */
  async find(stateHash: string): Promise<OAuthStateRow | undefined> {
    return this.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
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
