import { sql, type Kysely } from 'kysely';
import type { Database, SessionRow, UserRow, UsersTable } from '../../db/schema.ts';

// Every column of users, read beside the session's in one statement (prefixed, as both tables have an id).
const USER_COLUMNS = [
  'id',
  'identity_issuer',
  'identity_sub',
  'email',
  'email_verified',
  'name',
  'avatar_url',
  'preferred_language',
  'is_admin',
  'created_at',
  'updated_at',
  'last_sign_in_at',
  'disabled_at',
] as const satisfies readonly (keyof UsersTable)[];
// A column added to users and not listed above fails to compile here.
const everyUserColumn: Exclude<keyof UsersTable, (typeof USER_COLUMNS)[number]> extends never ? true : false =
  true;
void everyUserColumn;
const USER_PREFIX = 'user__';

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

  /** The live session with this token hash and its user (one statement); expired sessions do not count. */
  async findLive(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('sessions')
      .select(USER_COLUMNS.map((column) => `users.${column} as ${USER_PREFIX}${column}` as const))
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('sessions.idle_expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) return undefined;
    const session: Record<string, unknown> = {};
    const user: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (key.startsWith(USER_PREFIX)) user[key.slice(USER_PREFIX.length)] = value;
      else session[key] = value;
    }
    return { session: session as SessionRow, user: user as UserRow };
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
