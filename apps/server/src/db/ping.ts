import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The cheapest round trip to the database: answers when it can run a query. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * A ping (by default the `select 1` round trip), given up after `timeoutMs`: a hung connection or database
 * thread must not hang a health or status answer.
 */
export async function pingDatabaseWithin(
  db: Kysely<Database>,
  timeoutMs: number,
  ping: () => Promise<void> = () => pingDatabase(db),
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
