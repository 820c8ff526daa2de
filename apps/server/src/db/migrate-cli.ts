// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const applied = await migrateToLatest(database.db);
  console.warn(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
