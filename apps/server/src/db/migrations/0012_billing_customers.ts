import { sql, type Kysely } from 'kysely';

// The payment provider's customer for each user, made at their first checkout and reused after, so a user
// has one customer (one card, one portal) however many checkouts they start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('billing_customers_pkey', ['user_id', 'provider'])
    .addUniqueConstraint('billing_customers_customer', ['provider', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_customers').execute();
}
