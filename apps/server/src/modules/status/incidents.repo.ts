// Incident notes in the database. Writes run in the caller's transaction, so a change and its audit entry
// commit together.
import type { Kysely } from 'kysely';
import type { Database, IncidentRow } from '../../db/schema.ts';

export interface NewIncident {
  title: string;
  body: string;
  severity: IncidentRow['severity'];
  authorUserId: string;
  idempotencyKey: string;
}

export interface IncidentChange {
  status?: IncidentRow['status'];
  body?: string;
  severity?: IncidentRow['severity'];
  resolvedAt?: Date | null;
}

/** How many notes the public page and the admin list show at most. */
const LIST_LIMIT = 100;

export class IncidentsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Inserts the note unless its key was used before; `created` says which happened. */
  async insertOnce(
    trx: Kysely<Database>,
    note: NewIncident,
  ): Promise<{ row: IncidentRow; created: boolean }> {
    const inserted = await trx
      .insertInto('incidents')
      .values({
        title: note.title,
        body: note.body,
        severity: note.severity,
        author_user_id: note.authorUserId,
        idempotency_key: note.idempotencyKey,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, created: true };
    const existing = await trx
      .selectFrom('incidents')
      .selectAll()
      .where('idempotency_key', '=', note.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { row: existing, created: false };
  }

  /** The note, locked until the transaction ends (two admins' changes apply one after the other). */
  findForUpdate(trx: Kysely<Database>, id: string): Promise<IncidentRow | undefined> {
    return trx.selectFrom('incidents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  update(trx: Kysely<Database>, id: string, change: IncidentChange): Promise<IncidentRow> {
    return trx
      .updateTable('incidents')
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.body !== undefined ? { body: change.body } : {}),
        ...(change.severity !== undefined ? { severity: change.severity } : {}),
        ...(change.resolvedAt !== undefined ? { resolved_at: change.resolvedAt } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(trx: Kysely<Database>, id: string): Promise<void> {
    await trx.deleteFrom('incidents').where('id', '=', id).execute();
  }

  /** Every note, newest first. */
  listAll(): Promise<IncidentRow[]> {
    return this.db
      .selectFrom('incidents')
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
  }

  /** The notes still going on, and those resolved since `since`; newest first. */
  listCurrent(since: Date): Promise<IncidentRow[]> {
    return this.db
      .selectFrom('incidents')
      .selectAll()
      .where((eb) => eb.or([eb('status', '!=', 'resolved'), eb('resolved_at', '>=', since)]))
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
  }
}
