// A fresh, migrated database for one test file, copied from the run's template (see global-setup.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    return openDatabase({ kind: 'memory' }, { loadDataDirFile: template.file });
  }
  const name = `vidcraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.template}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  // Dropping the test database at the end force-closes any connection still open; that is expected here.
  const handle = await openDatabase(
    { kind: 'postgres', url: url.toString(), poolSize: 5 },
    { onPoolError: () => undefined },
  );
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
