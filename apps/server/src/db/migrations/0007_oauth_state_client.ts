import { sql, type Kysely } from 'kysely';

// Pending sign-in flows remember which client started them (a hash of its IP address), so the number one
// client can hold is capped: a flood of sign-in starts replaces its own oldest flows instead of filling the
// table. Connect flows belong to a signed-in user and leave it empty.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oauth_states').addColumn('client_key', 'text').execute();
  await db.schema
    .createIndex('oauth_states_client_key_idx')
    .on('oauth_states')
    .columns(['client_key', 'created_at'])
    .where(sql.ref('client_key'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oauth_states_client_key_idx').execute();
  await db.schema.alterTable('oauth_states').dropColumn('client_key').execute();
}
