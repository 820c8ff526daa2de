// The admin area's reads and writes of users: a keyset-paginated search with channel counts and last-seen
// times, one user's channels and credits, and the audited changes (access, role, credits). Writes take the
// caller's transaction so the audit entry commits with them.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { sortKey } from './audit-log.repo.ts';

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class AdminUsersRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  private users(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) => [
        eb
          .selectFrom('youtube_connections')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('youtube_connections.user_id', '=', 'users.id')
          .as('channel_count'),
        eb
          .selectFrom('sessions')
          .select(sql<Date | null>`max(last_seen_at)`.as('seen'))
          .whereRef('sessions.user_id', '=', 'users.id')
          .as('session_seen_at'),
        sortKey('users.created_at').as('sort_key'),
      ]);
  }

  /** Newest first; `q` matches part of the email or the name in any case. */
  list(options: { q?: string | undefined; after?: { at: string; id: string } | undefined; limit: number }) {
    let query = this.users();
    if (options.q) {
      const pattern = `%${likeEscaped(options.q)}%`;
      query = query.where((eb) =>
        eb.or([eb('users.email', 'ilike', pattern), eb('users.name', 'ilike', pattern)]),
      );
    }
    if (options.after) {
      const { at, id } = options.after;
      query = query.where(sql<boolean>`(users.created_at, users.id) < (${at}::timestamptz, ${id}::uuid)`);
    }
    return query
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(options.limit)
      .execute();
  }

  find(id: string, db: Kysely<Database> = this.db) {
    return this.users(db).where('users.id', '=', id).executeTakeFirst();
  }

  channels(userId: string) {
    return this.db
      .selectFrom('youtube_connections')
      .select([
        'id',
        'youtube_channel_id',
        'channel_title',
        'channel_handle',
        'thumbnail_url',
        'status',
        'last_synced_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'asc')
      .execute();
  }

  /** Credits granted in the period, newest first, with the granting admin's email (while they exist). */
  credits(userId: string, period: { start: Date; end: Date }) {
    return this.db
      .selectFrom('usage_credits')
      .leftJoin('users as granter', 'granter.id', 'usage_credits.granted_by')
      .select([
        'usage_credits.id',
        'usage_credits.kind',
        'usage_credits.amount',
        'usage_credits.period_start',
        'usage_credits.created_at',
        'granter.email as granted_by_email',
      ])
      .where('usage_credits.user_id', '=', userId)
      .where('usage_credits.period_start', '>=', period.start)
      .where('usage_credits.period_start', '<', period.end)
      .orderBy('usage_credits.created_at', 'desc')
      .execute();
  }

  /** Serializes role and access changes, so two admins removing each other cannot leave none. */
  async lockAdmins(trx: Transaction<Database>): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext('admin-roles'))`.execute(trx);
  }

  /** Admins who can still act: not disabled. */
  async activeAdmins(trx: Transaction<Database>): Promise<number> {
    const { n } = await trx
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_admin', '=', true)
      .where('disabled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return n;
  }

  async setDisabled(trx: Transaction<Database>, id: string, disabled: boolean): Promise<void> {
    await trx
      .updateTable('users')
      .set({
        disabled_at: disabled ? sql<Date>`coalesce(disabled_at, now())` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Ends every session of the user and drops their unredeemed native sign-in codes. */
  async endSessions(trx: Transaction<Database>, userId: string): Promise<number> {
    await trx.deleteFrom('native_codes').where('user_id', '=', userId).execute();
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async setAdmin(trx: Transaction<Database>, id: string, isAdmin: boolean): Promise<void> {
    await trx
      .updateTable('users')
      .set({ is_admin: isAdmin, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Inserts the grant unless this key was used for this user already; true when it was inserted. */
  async grantCredit(
    trx: Transaction<Database>,
    row: {
      userId: string;
      kind: string;
      amount: number;
      periodStart: Date;
      grantedBy: string;
      idempotencyKey: string;
    },
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto('usage_credits')
      .values({
        user_id: row.userId,
        kind: row.kind,
        amount: row.amount,
        period_start: row.periodStart,
        granted_by: row.grantedBy,
        idempotency_key: row.idempotencyKey,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'idempotency_key']).where('idempotency_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  creditByKey(trx: Transaction<Database>, userId: string, idempotencyKey: string) {
    return trx
      .selectFrom('usage_credits')
      .select(['kind', 'amount'])
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepo['find']>>>;
