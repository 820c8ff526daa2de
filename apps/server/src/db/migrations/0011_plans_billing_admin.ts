import { sql, type Kysely } from 'kysely';

// Plans, subscriptions and the admin's audit trail. Plans carry their limits per metered action; a user's
// subscription says which plan applies and since when (usage periods are anchored to its start). Payment
// events are kept by id so each is processed once. Sandbox checkouts are the no-keys stand-in for a payment
// page. Users can be disabled (never deleted because a plan ended); admins can grant extra credits.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('plans')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('trial','free','paid')`))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('prices', 'jsonb', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limits', 'jsonb', (c) => c.notNull())
    .addColumn('features', 'jsonb', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`visibility in ('public','hidden','archived')`),
    )
    .addColumn('example_prices', 'boolean', (c) => c.notNull().defaultTo(false))
    // The payment provider's price ids per interval, made when a price is first sold.
    .addColumn('provider_prices', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // One trial plan and one free plan at most.
  await sql`create unique index plans_one_trial on plans (kind) where kind in ('trial','free')`.execute(db);

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('trialing','active','past_due','canceled','ended')`),
    )
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('trial','admin','sandbox','stripe')`),
    )
    .addColumn('interval', 'text', (c) => c.check(sql`interval in ('month','year')`))
    .addColumn('price', 'jsonb')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('current_period_end', 'timestamptz')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    // The provider's last event time applied: an older event never overwrites a newer state.
    .addColumn('provider_updated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('subscriptions_user_created')
    .on('subscriptions')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('billing_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('sandbox_checkouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'uuid', (c) => c.notNull().references('plans.id'))
    .addColumn('interval', 'text', (c) => c.notNull().check(sql`interval in ('month','year')`))
    .addColumn('price', 'jsonb', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','completed','canceled')`),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('sandbox_checkouts_key', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('usage_credits')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    // Credits count in the usage period they were granted in.
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('granted_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema.alterTable('users').addColumn('disabled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  for (const table of [
    'usage_credits',
    'audit_log',
    'sandbox_checkouts',
    'billing_events',
    'subscriptions',
    'plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
