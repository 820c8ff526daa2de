import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The cheapest round trip to the database: answers when it can run a query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
