import { sql, type Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/schema.ts';

/** What a request needs of its session: who is signed in, and whether the session wants its last-seen time moved. */
export interface LiveSession {
  sessionId: string;
  userId: string;
  isAdmin: boolean;
  disabled: boolean;
  lastSeenAt: Date;
  /** When the session ends unless used again (the earlier of its idle and absolute expiry). */
  expiresAt: Date;
}

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

  /** The live session of this kind with this token hash, and its user's role (one statement). */
  async findLive(tokenHash: string, kind: 'cookie' | 'bearer'): Promise<LiveSession | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.last_seen_at',
        'sessions.idle_expires_at',
        'sessions.expires_at',
        'users.is_admin',
        'users.disabled_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.kind', '=', kind)
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('sessions.idle_expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row
      ? {
          sessionId: row.id,
          userId: row.user_id,
          isAdmin: row.is_admin,
          disabled: row.disabled_at !== null,
          lastSeenAt: row.last_seen_at,
          expiresAt: row.idle_expires_at < row.expires_at ? row.idle_expires_at : row.expires_at,
        }
      : undefined;
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
