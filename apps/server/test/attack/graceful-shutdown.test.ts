// SIGTERM, as a supervisor or a deploy sends it (issue 20): the server stops accepting, lets the request in
// flight finish, ends event streams cleanly, stops the running job at its checkpoint (the next process finishes
// it, every video once), closes the database and exits 0 — within SHUTDOWN_TIMEOUT_MS. On the embedded database,
// or on a PostgreSQL database of its own when TEST_DATABASE_URL is set.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ChannelVideosResponse, PublishResponse, SyncStatus } from '@vidcraft/contracts';
import { createChildApp, HttpBrowser, type ChildApp } from '../child-app.ts';
import { eventually } from '../test-app.ts';

const UPDATE = 'youtube.videos.update';
const SHUTDOWN_TIMEOUT_MS = 20_000;

async function syncStatus(browser: HttpBrowser) {
  return SyncStatus.parse(await (await browser.get('/api/youtube/sync-progress')).json());
}

async function videoCount(browser: HttpBrowser) {
  return ChannelVideosResponse.parse(await (await browser.get('/api/user/channel-videos?limit=1')).json())
    .total;
}

/** A fresh PostgreSQL database for the child when the suite runs on PostgreSQL; dropped afterwards. */
async function ownDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return null;
  const name = `vidcraft_shutdown_${process.pid}_${Date.now()}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

describe('graceful shutdown of the server process', () => {
  let child: ChildApp;
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  beforeAll(async () => {
    database = await ownDatabase();
    child = await createChildApp({
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      LOG_LEVEL: 'info',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    await child.start();
  }, 90_000);
  afterAll(async () => {
    await child?.close();
    await database?.drop();
  });

  const control = () => child.sandbox.sandbox.control;
  const mark = () => control().requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
  const updatesSince = (seq: number) => control().requestLog({ sinceSeq: seq, method: UPDATE }).length;

  it('a publish in flight when SIGTERM arrives completes, new connections are refused, the process exits 0', async () => {
    const maya = new HttpBrowser(child.url);
    await maya.signIn({ account: 'maya' });
    await maya.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    const synced = await eventually(async () => {
      const { run } = await syncStatus(maya);
      return run?.status === 'succeeded' ? run : undefined;
    }, 120_000);
    expect(synced.status).toBe('succeeded');
    const list = ChannelVideosResponse.parse(
      await (await maya.get('/api/user/channel-videos?limit=1')).json(),
    );
    const videoId = list.videos[0]!.id;

    const seq = mark();
    control().injectFault({ method: UPDATE, fault: 'slowResponse', delayMs: 3000 });
    const title = 'Published across a SIGTERM';
    const publish = maya.send('PUT', `/api/videos/${videoId}`, {
      idempotencyKey: randomUUID(),
      fields: { title },
    });
    await eventually(async () => updatesSince(seq) === 1, 30_000);

    const stopped = child.terminate('SIGTERM');
    // The listener closes at once: a new connection is refused while the publish is still being answered.
    await eventually(async () => {
      const res = await fetch(`${child.url}/api/health/live`).catch(() => null);
      return res === null;
    }, 5000);
    const answer = await publish;
    expect(answer.status).toBe(200);
    const result = PublishResponse.parse(await answer.json());
    expect(result.entry.status).toBe('succeeded');
    expect(result.video.title).toBe(title);
    const { code, ms } = await stopped;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(child.stdout()).toContain('"msg":"Vidcraft stopped"');
    expect(child.stdout()).not.toMatch(/"level":(50|60)/);
    console.warn(
      `SIGTERM during a 3 s YouTube write: the request completed and the process exited 0 after ${ms} ms`,
    );
    control().clearFaults();
    await child.start();
  }, 200_000);

  it('a sync running when SIGTERM arrives stops at its checkpoint; its event stream ends cleanly; the next process finishes it with every video once', async () => {
    const sam = new HttpBrowser(child.url);
    await sam.signIn({ account: 'sam' });
    await sam.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    await eventually(async () => ((await videoCount(sam)) >= 100 ? true : undefined), 90_000);
    const { run } = await syncStatus(sam);
    expect(run?.status).toBe('running');

    // Follow the run live, as the web app does.
    const events = await sam.get(`/api/jobs/${run!.id}/events`);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const streamEnded = (async () => {
      const reader = events.body!.getReader();
      let received = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return received;
        received += new TextDecoder().decode(value);
      }
    })();

    const before = await videoCount(sam);
    expect(before).toBeLessThan(1200);
    const { code, ms } = await child.terminate('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    // The stream ended (no error), so an EventSource reconnects, to another instance if there is one.
    expect(await streamEnded).toContain('event: progress');
    expect(child.stdout()).toContain('"msg":"Vidcraft stopped"');
    expect(child.stdout()).not.toMatch(/"level":(50|60)/);
    console.warn(
      `SIGTERM during a sync of 1,200 videos (${before} stored): the process exited 0 after ${ms} ms`,
    );

    await child.start();
    const restartedAt = performance.now();
    const end = await eventually(async () => {
      const status = await syncStatus(sam);
      return status.run && ['succeeded', 'failed', 'paused'].includes(status.run.status)
        ? status.run
        : undefined;
    }, 120_000);
    expect(end.status).toBe('succeeded');
    expect(end.id).toBe(run!.id); // the same run, resumed: not a new one
    const ids = new Set<string>();
    let rows = 0;
    for (let page = 1; ; page += 1) {
      const list = ChannelVideosResponse.parse(
        await (await sam.get(`/api/user/channel-videos?limit=100&page=${page}`)).json(),
      );
      for (const video of list.videos) ids.add(video.id);
      rows += list.videos.length;
      if (list.videos.length < 100) break;
    }
    expect(rows).toBe(1200);
    expect(ids.size).toBe(1200);
    console.warn(
      `…resumed by the next process and finished ${Math.round(performance.now() - restartedAt)} ms after its start`,
    );
  }, 300_000);
});
