// The wire server that lets several node-postgres connections take turns on one PGlite session.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedSessionServer } from './shared-session-server.ts';

describe('SharedSessionServer', () => {
  let db: PGlite;
  let server: SharedSessionServer;
  let dir: string;
  let socketPath: string;
  const clients: pg.Client[] = [];

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
    await client.connect();
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-shared-session-'));
    socketPath = path.join(dir, '.s.PGSQL.5432');
    db = await PGlite.create();
    await db.exec('create table marks (who text, n int)');
    server = new SharedSessionServer(db);
    await server.listen({ path: socketPath });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await server?.close();
    await db?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps each extended query whole: many connections, many parameters, every answer its own', async () => {
    const connections = await Promise.all(Array.from({ length: 6 }, connect));
    const asked = Array.from({ length: 600 }, (_, i) => i);
    const answers = await Promise.all(
      asked.map((i) =>
        connections[i % connections.length]!.query<{ n: number; s: string }>(
          'select $1::int as n, repeat($2::text, 3) as s',
          [i, `v${i}`],
        ),
      ),
    );
    expect(answers.map((answer) => answer.rows)).toEqual(asked.map((i) => [{ n: i, s: `v${i}`.repeat(3) }]));
  });

  it('gives the session to one transaction at a time: no statement of another connection lands inside it', async () => {
    const [inside, outside] = [await connect(), await connect()];
    await inside.query('begin');
    await inside.query("insert into marks values ('inside', 1)");
    // Sent while the transaction is open: it waits for the session, then sees only committed rows.
    const reads = Promise.all(
      Array.from({ length: 10 }, () => outside.query<{ n: number }>('select count(*)::int as n from marks')),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await inside.query("insert into marks values ('inside', 2)");
    await inside.query('rollback');
    expect((await reads).map((read) => read.rows[0]!.n)).toEqual(Array(10).fill(0));
  });

  it('rolls back what a connection left open when it goes away, and serves the others on', async () => {
    const leaving = await connect();
    const staying = await connect();
    const lost = new Promise((resolve) => leaving.once('error', resolve));
    await leaving.query('begin');
    await leaving.query("insert into marks values ('leaving', 1)");
    const waiting = staying.query<{ n: number }>(
      "select count(*)::int as n from marks where who = 'leaving'",
    );
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(((await lost) as Error).message).toMatch(/terminated/);
    expect((await waiting).rows[0]!.n).toBe(0);
    expect(db.isInTransaction()).toBe(false);
  });

  it('answers a failed statement with its error and keeps the session usable for everyone', async () => {
    const [first, second] = [await connect(), await connect()];
    await expect(first.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(first.query('select $1::int as n', ['not a number'])).rejects.toThrow(/invalid input/);
    expect((await second.query<{ n: number }>('select 7 as n')).rows).toEqual([{ n: 7 }]);
    expect((await first.query<{ n: number }>('select 8 as n')).rows).toEqual([{ n: 8 }]);
  });

  it('keeps named prepared statements apart when each connection names its own', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query({ name: 'a_1', text: 'select $1::int * 2 as n', values: [2] });
    await b.query({ name: 'b_1', text: 'select $1::int * 3 as n', values: [2] });
    expect((await a.query({ name: 'a_1', text: 'select $1::int * 2 as n', values: [5] })).rows).toEqual([
      { n: 10 },
    ]);
    expect((await b.query({ name: 'b_1', text: 'select $1::int * 3 as n', values: [5] })).rows).toEqual([
      { n: 15 },
    ]);
  });

  it('drops a connection that sends a message with an impossible length, and serves the others on', async () => {
    const net = await import('node:net');
    const raw = net.createConnection(socketPath);
    await new Promise((resolve) => raw.once('connect', resolve));
    const closed = new Promise((resolve) => raw.once('close', resolve));
    raw.write(Buffer.from([0, 0, 0, 2, 0, 3, 0, 0])); // a start-up message "2 bytes long"
    await closed;
    const other = await connect();
    expect((await other.query<{ n: number }>('select 9 as n')).rows).toEqual([{ n: 9 }]);
  });
});
