// A sync killed at any point continues from its last checkpoint in the next process and ends identical to an
// uninterrupted sync, with no duplicates. "Killed" here is what a crash leaves behind: the handler stops
// dead (before or after persisting a checkpoint), the row still says running, and no worker holds it.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { registerJobHandlers } from '../../job-handlers.ts';
import { createJobContext } from '../../jobs/job-context.ts';
import { JobEngine } from '../../jobs/job-engine.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import { retentionRules } from '../../server.ts';
import { createSyncChannelHandler } from './sync-channel.job.ts';

class Killed extends Error {}

async function snapshot(t: TestApp<never>, connectionId: string) {
  const rows = await t.database.db
    .selectFrom('videos')
    .select(['youtube_video_id', 'title', 'view_count', 'privacy_status', 'is_short', 'removed_at'])
    .where('connection_id', '=', connectionId)
    .orderBy('youtube_video_id')
    .execute();
  return rows.map((r) => ({ ...r, removed: r.removed_at !== null, removed_at: undefined }));
}

describe('a killed sync resumes from its checkpoint', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let connectionId: string;
  let clean: Awaited<ReturnType<typeof snapshot>>;
  let cleanUnits: number;

  beforeAll(async () => {
    // No workers in this app: runs are driven by hand, then by a second engine playing the next process.
    t = await createTestApp({ sandbox: true, realSessions: true });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'sam' });
    await browser.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    connectionId = (
      await t.database.db.selectFrom('youtube_connections').select('id').executeTakeFirstOrThrow()
    ).id;
    await t.database.db.deleteFrom('job_runs').execute(); // the connect-time run; each case starts its own
    clean = await runToEnd(null);
    cleanUnits = (
      await t.database.db
        .selectFrom('youtube_connections')
        .select('sync_units_last')
        .executeTakeFirstOrThrow()
    ).sync_units_last!;
  }, 120_000);
  afterAll(() => t.close());

  async function resetMirror() {
    await t.database.db.deleteFrom('videos').where('connection_id', '=', connectionId).execute();
    await t.database.db.deleteFrom('job_runs').execute();
    await t.database.db
      .updateTable('youtube_connections')
      .set({ last_full_sync_at: null, last_synced_at: null, sync_cursor: null })
      .where('id', '=', connectionId)
      .execute();
  }

  /** Runs a full sync; with a kill point, the handler dies at that checkpoint and a new engine finishes it. */
  async function runToEnd(kill: { atSave: number; afterPersisting: boolean } | null) {
    await resetMirror();
    const userId = (await t.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const queued = await t.services.sync.start(userId, connectionId, 'full');
    const run = (await t.jobs.runs.claim(queued.id))!;
    const handler = createSyncChannelHandler({
      connections: t.services.connectionsRepo,
      tokens: t.services.tokens,
      youtube: t.services.youtube,
      videos: t.services.videosRepo,
      ledger: t.services.ledger,
    });
    const ctx = createJobContext({
      run,
      input: { connectionId, mode: 'full' as const },
      repo: t.jobs.runs,
      events: t.jobs.events,
      signal: new AbortController().signal,
      log: pino({ level: 'silent' }),
    });
    let saves = 0;
    const realSave = ctx.saveCheckpoint.bind(ctx);
    ctx.saveCheckpoint = async (checkpoint, percent) => {
      saves += 1;
      if (kill && saves === kill.atSave && !kill.afterPersisting) throw new Killed();
      await realSave(checkpoint, percent);
      if (kill && saves === kill.atSave && kill.afterPersisting) throw new Killed();
    };
    const outcome = await handler(ctx).catch((error: unknown) => error);
    if (kill) {
      expect(outcome).toBeInstanceOf(Killed);
      // A dead process stops heartbeating; on PostgreSQL that is how other workers know the run is orphaned.
      await t.jobs.runs.update(run.id, { heartbeat_at: new Date(Date.now() - 5 * 60_000) });
      // The next process: a worker engine finds the orphaned run and resumes it.
      const registry = new JobRegistry();
      registerJobHandlers(registry, { db: t.database.db, services: t.services, retention: retentionRules() });
      const engine = new JobEngine({
        database: t.database,
        logger: pino({ level: 'silent' }),
        registry,
        concurrency: 1,
        schedules: {},
        pollingIntervalSeconds: 0.5,
      });
      await engine.start();
      const done = await eventually(async () => {
        const row = await t.jobs.runs.find(run.id);
        return row?.status === 'succeeded' || row?.status === 'failed' ? row : undefined;
      }, 90_000);
      await engine.stop(2000);
      expect(done.status).toBe('succeeded');
    } else {
      await t.jobs.runs.update(run.id, { status: 'succeeded', finished_at: new Date() });
    }
    return snapshot(t, connectionId);
  }

  it('has a clean baseline of the 1,200-video channel', () => {
    expect(clean.filter((v) => !v.removed)).toHaveLength(1200);
    expect(cleanUnits).toBeLessThanOrEqual(1.05 * (1 + 2 * Math.ceil(1200 / 50)));
  });

  // Save 1 follows the channel read; save n + 1 follows uploads page n. Kill points spread over the run,
  // before the checkpoint is written (work done, not recorded) and after (recorded, not continued).
  const killPoints = [
    { atSave: 1, afterPersisting: false },
    { atSave: 2, afterPersisting: true },
    { atSave: 9, afterPersisting: false },
    { atSave: 17, afterPersisting: true },
    { atSave: 25, afterPersisting: false },
  ];
  for (const kill of killPoints) {
    it(`ends identical when killed at checkpoint ${kill.atSave} (${kill.afterPersisting ? 'after' : 'before'} it is saved)`, async () => {
      const mark = ledgerMark(t);
      const result = await runToEnd(kill);
      expect(result).toEqual(clean);
      // Resuming re-reads at most the page in flight: at most 2 units more than a clean sync (+1 channel read
      // when killed before the first checkpoint).
      expect(mark.unitsSince()).toBeLessThanOrEqual(cleanUnits + 3);
    }, 120_000);
  }
});

describe('first sync of the 1,200-video channel', () => {
  it('stays within the quota bound and resyncs unchanged in 3 units', async () => {
    const t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'sam' });
    const mark = ledgerMark(t);
    await browser.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    const run = await waitForSync(browser);
    expect(run.status).toBe('succeeded');
    expect(mark.unitsSince() - 1).toBeLessThanOrEqual(1.05 * 49);
    const again = ledgerMark(t);
    const started = await browser.send('POST', '/api/youtube/sync-videos-manual', {});
    const id = (started.json() as { run: { id: string } }).run.id;
    await eventually(async () => (await t.jobs.runs.find(id))?.status === 'succeeded', 60_000);
    expect(again.unitsSince()).toBeLessThanOrEqual(3);
    await t.close();
  }, 120_000);
});
