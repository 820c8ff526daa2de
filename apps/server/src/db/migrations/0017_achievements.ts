import { sql, type Kysely } from 'kysely';

// Which achievements each user was told about (a toast, once across tabs and reloads), and when. The
// achievements themselves are computed from the data that backs them; only the announcement is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('achievement_announcements')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull())
    .addColumn('announced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('achievement_announcements_pk', ['user_id', 'achievement_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('achievement_announcements').execute();
}
