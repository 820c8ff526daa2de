import { sql, type Kysely } from 'kysely';
import type { AuditLogRow, Database } from '../../db/schema.ts';

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

  list(options: { limit: number; before?: Date | undefined }): Promise<AuditLogRow[]> {
    let query = this.db.selectFrom('audit_log').selectAll();
    if (options.before) query = query.where('created_at', '<', options.before);
    return query.orderBy('created_at', 'desc').limit(options.limit).execute();
  }
}
