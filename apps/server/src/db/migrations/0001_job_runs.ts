import { sql, type Kysely } from 'kysely';

// Durable job status: what the owner sees (steps, progress, outcome) and what a resumed run needs (checkpoint).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('owner_user_id', 'uuid')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued','running','paused','succeeded','failed','cancelled')`),
    )
    .addColumn('input', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('current_step', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('checkpoint', 'jsonb')
    .addColumn('result', 'jsonb')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resume_at', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // One live run per intent (e.g. `sync:<channelId>`): a second request joins the first.
  await sql`create unique index job_runs_live_key on job_runs (kind, key)
            where key is not null and status in ('queued','running','paused')`.execute(db);
  await db.schema
    .createIndex('job_runs_owner')
    .on('job_runs')
    .columns(['owner_user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('job_runs_finished').on('job_runs').column('finished_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
