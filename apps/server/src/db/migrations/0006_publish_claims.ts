import type { Kysely } from 'kysely';

// A publish claims its idempotency key before anything goes to YouTube: the owner (one request) and how long
// its claim lasts. A live owner renews the lease; an entry whose lease ran out belongs to a request that died,
// and the next request with the key reconciles it with YouTube before anything is sent again. Entries left
// pending before this migration have no lease, so they count as abandoned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('publishes')
    .addColumn('claim_owner', 'uuid')
    .addColumn('claimed_until', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publishes').dropColumn('claim_owner').dropColumn('claimed_until').execute();
}
