import { sql, type Kysely } from 'kysely';

// Users keyed by the identity provider's (issuer, sub); sessions stored as token hashes; short-lived OAuth
// flow state; one-time native sign-in codes; YouTube channel connections with encrypted tokens; and the
// YouTube quota ledger that meters every call.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('identity_issuer', 'text', (c) => c.notNull())
    .addColumn('identity_sub', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('preferred_language', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_sign_in_at', 'timestamptz')
    .addUniqueConstraint('users_identity', ['identity_issuer', 'identity_sub'])
    .execute();

  await sql`alter table job_runs add constraint job_runs_owner_fk
            foreign key (owner_user_id) references users(id) on delete cascade`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cookie','bearer')`))
    .addColumn('provider_token_enc', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('signin','connect')`))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('code_verifier_enc', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('return_to', 'text')
    .addColumn('native_challenge', 'text')
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('native_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('provider_token_enc', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('youtube_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('youtube_channel_id', 'text', (c) => c.notNull())
    .addColumn('channel_title', 'text', (c) => c.notNull())
    .addColumn('channel_handle', 'text')
    .addColumn('thumbnail_url', 'text')
    .addColumn('grant_subject', 'text')
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('refresh_token_enc', 'text')
    .addColumn('access_token_enc', 'text')
    .addColumn('access_token_expires_at', 'timestamptz')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active','needs_reauth')`),
    )
    .addColumn('status_reason', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('subscriber_count', 'bigint')
    .addColumn('hidden_subscriber_count', 'boolean')
    .addColumn('view_count', 'bigint')
    .addColumn('video_count', 'bigint')
    .addColumn('stats_fetched_at', 'timestamptz')
    .addColumn('last_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('youtube_connections_user_channel', ['user_id', 'youtube_channel_id'])
    .execute();
  // At most one active channel per user.
  await sql`create unique index youtube_connections_one_active on youtube_connections (user_id) where is_active`.execute(
    db,
  );

  await db.schema
    .createTable('quota_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('quota_day', 'date', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('connection_id', 'uuid', (c) => c.references('youtube_connections.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('http_status', 'integer')
    .addColumn('reason', 'text')
    .execute();
  await db.schema
    .createIndex('quota_ledger_day_user')
    .on('quota_ledger')
    .columns(['quota_day', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table job_runs drop constraint job_runs_owner_fk`.execute(db);
  for (const table of [
    'quota_ledger',
    'youtube_connections',
    'native_codes',
    'oauth_states',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
