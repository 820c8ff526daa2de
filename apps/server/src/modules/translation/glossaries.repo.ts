// A channel's glossary: terms never translated (brand names, the channel name) and fixed translations.
import type { Kysely } from 'kysely';
import type { Database, GlossaryTermRow } from '../../db/schema.ts';

export class GlossariesRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async terms(connectionId: string): Promise<GlossaryTermRow[] | null> {
    const row = await this.db
      .selectFrom('channel_glossaries')
      .select('terms')
      .where('connection_id', '=', connectionId)
      .executeTakeFirst();
    return row ? row.terms : null;
  }

  async save(connectionId: string, terms: readonly GlossaryTermRow[]): Promise<void> {
    const json = JSON.stringify(terms);
    await this.db
      .insertInto('channel_glossaries')
      .values({ connection_id: connectionId, terms: json, updated_at: new Date() })
      .onConflict((oc) => oc.column('connection_id').doUpdateSet({ terms: json, updated_at: new Date() }))
      .execute();
  }
}
