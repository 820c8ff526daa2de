// SQL for the admins' settings editor: the stored rows with their times, and an upsert inside the caller's
// transaction (so the change and its audit entry commit together).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface StoredSetting {
  key: string;
  value: unknown;
  updated_at: Date;
}

export class OpsSettingsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  list(keys: readonly string[]): Promise<StoredSetting[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('app_settings').selectAll().where('key', 'in', keys).execute();
  }

  /** The stored row, locked until the transaction ends (two admins' writes are applied one after the other). */
  findForUpdate(trx: Kysely<Database>, key: string): Promise<StoredSetting | undefined> {
    return trx.selectFrom('app_settings').selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
  }

  upsert(trx: Kysely<Database>, key: string, value: unknown): Promise<StoredSetting> {
    const json = JSON.stringify(value);
    return trx
      .insertInto('app_settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
