// A database of its own for one bench run on the PostgreSQL server `serverUrl` names (created now, dropped by
// `drop`); without a server, nothing (the app then uses its embedded database).
import pg from 'pg';

export async function freshDatabase(
  serverUrl: string | undefined,
  name: string,
): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!serverUrl) return { drop: async () => {} };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
