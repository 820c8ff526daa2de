import { sql, type Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema.ts';

export class SessionsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async insert(row: {
    tokenHash: string;
    userId: string;
    kind: 'cookie' | 'bearer';
    providerTokenEnc: string | null;
    userAgent: string | null;
    idleExpiresAt: Date;
    expiresAt: Date;
  }): Promise<SessionRow> {
    return this.db
      .insertInto('sessions')
      .values({
        token_hash: row.tokenHash,
        user_id: row.userId,
        kind: row.kind,
        provider_token_enc: row.providerTokenEnc,
        user_agent: row.userAgent,
        idle_expires_at: row.idleExpiresAt,
        expires_at: row.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The live session with this token hash and its user; expired sessions do not count. */
  async findLive(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const session = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', sql<Date>`now()`)
      .where('idle_expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!session) return undefined;
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user_id)
      .executeTakeFirst();
    return user ? { session, user } : undefined;
  }

  async touch(id: string, idleExpiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: sql<Date>`now()` as unknown as Date, idle_expires_at: idleExpiresAt })
      .where('id', '=', id)
      .execute();
  }

  async setProviderToken(id: string, sealed: string): Promise<void> {
    await this.db.updateTable('sessions').set({ provider_token_enc: sealed }).where('id', '=', id).execute();
  }

  listForUser(userId: string): Promise<SessionRow[]> {
    return this.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
  }

  async delete(id: string): Promise<SessionRow | undefined> {
    return this.db.deleteFrom('sessions').where('id', '=', id).returningAll().executeTakeFirst();
  }

  async deleteExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('idle_expires_at', '<=', sql<Date>`now()`)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
