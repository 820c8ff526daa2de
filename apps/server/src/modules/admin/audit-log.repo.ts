import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface AuditEntry {
  actor: { userId: string };
  action: string;
  target: { type: string; id: string | null };
  before: unknown;
  after: unknown;
}

/** Every admin write: who, what, before and after, when. Written in the transaction of the change itself. */
export class AuditLogRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async record(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        actor_user_id: entry.actor.userId,
        // The email as it was at the time: the log stays readable after the admin's account is gone.
        actor_email: sql<string>`(select email from users where id = ${entry.actor.userId})`,
        action: entry.action,
        target_type: entry.target.type,
        target_id: entry.target.id,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
      })
      .execute();
  }

  /**
   * Entries newest first, after a keyset position (`at` is the exact timestamp text, so no microsecond is lost),
   * filtered by action or its area ("user" matches "user.disable"), target type and target id.
   */
  list(options: {
    limit: number;
    after?: { at: string; id: string } | undefined;
    action?: string | undefined;
    targetType?: string | undefined;
    targetId?: string | undefined;
  }) {
    let query = this.db
      .selectFrom('audit_log')
      .leftJoin('users as target_user', (join) =>
        join
          .on('audit_log.target_type', '=', 'user')
          .on(sql`target_user.id::text`, '=', sql.ref('audit_log.target_id')),
      )
      .selectAll('audit_log')
      .select(['target_user.email as target_email', sortKey('audit_log.created_at').as('sort_key')]);
    if (options.action) {
      const area = options.action.includes('.') ? null : `${options.action}.%`;
      query = query.where((eb) =>
        area
          ? eb.or([eb('audit_log.action', '=', options.action!), eb('audit_log.action', 'like', area)])
          : eb('audit_log.action', '=', options.action!),
      );
    }
    if (options.targetType) query = query.where('audit_log.target_type', '=', options.targetType);
    if (options.targetId) query = query.where('audit_log.target_id', '=', options.targetId);
    if (options.after) {
      const { at, id } = options.after;
      query = query.where(
        sql<boolean>`(audit_log.created_at, audit_log.id) < (${at}::timestamptz, ${id}::uuid)`,
      );
    }
    return query
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(options.limit)
      .execute();
  }
}

/** A timestamp as exact UTC text (microseconds kept), for keyset cursors. */
export function sortKey(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
