// Caption writes sent to YouTube: one row per idempotency key, claimed before anything is sent.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { CaptionWriteRow, CaptionWritesTable, Database } from '../../db/schema.ts';

export class CaptionWritesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts the write unless the user already used its idempotency key; answers the row either way. */
  async claim(row: Insertable<CaptionWritesTable>): Promise<{ write: CaptionWriteRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('caption_writes')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { write: inserted, created: true };
    const existing = await this.findByKey(row.user_id, row.idempotency_key);
    if (!existing) throw new Error('caption write claim lost its row');
    return { write: existing, created: false };
  }

  findByKey(userId: string, idempotencyKey: string): Promise<CaptionWriteRow | undefined> {
    return this.db
      .selectFrom('caption_writes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  update(id: string, patch: Updateable<CaptionWritesTable>): Promise<CaptionWriteRow> {
    return this.db
      .updateTable('caption_writes')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
