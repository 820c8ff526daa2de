import { sql, type Kysely } from 'kysely';

// An admin's grant of extra credits carries the request's idempotency key, so a retried request grants once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('usage_credits').addColumn('idempotency_key', 'uuid').execute();
  await sql`create unique index usage_credits_key on usage_credits (user_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index usage_credits_key`.execute(db);
  await db.schema.alterTable('usage_credits').dropColumn('idempotency_key').execute();
}
