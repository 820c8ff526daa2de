import { sql, type Kysely } from 'kysely';

// Incident notes for the public status page: what is wrong, how bad, and whether it is still going on. One row
// per admin intent (idempotency key per author), so a retried create posts once.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('incidents')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull().check(sql`severity in ('minor','major','critical')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open','monitoring','resolved')`),
    )
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('resolved_at', 'timestamptz')
    // The author stays recorded in the audit log if their account goes; the note itself stays public.
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('incidents_idempotency', ['idempotency_key'])
    .execute();
  await db.schema.createIndex('incidents_started').on('incidents').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('incidents').execute();
}
