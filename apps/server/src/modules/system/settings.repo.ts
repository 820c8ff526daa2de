import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Stored runtime settings as raw JSON values; SettingsService validates and caches them. */
export class SettingsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  listAll(): Promise<{ key: string; value: unknown }[]> {
    return this.db.selectFrom('app_settings').select(['key', 'value']).execute();
  }

  async upsert(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await this.db
      .insertInto('app_settings')
      .values({ key, value: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql<Date>`now()` }))
      .execute();
  }
}
