// A channel and whether it is syncing, read in one statement: the latest sync run of that connection, of its
// owner, decides; other kinds of runs and other owners' runs do not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { syncKey } from './sync.service.ts';

describe('SyncService.connectionWithActivity', () => {
  let t: TestApp<never>;
  let userId: string;
  let connectionId: string;
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    const connection = await t.database.db
      .selectFrom('youtube_connections')
      .select(['id', 'user_id'])
      .executeTakeFirstOrThrow();
    ({ id: connectionId, user_id: userId } = connection);
    // The first sync, started on connect, has finished before the runs below are written.
    const first = await waitForSync(browser);
    expect(first.status).toBe('succeeded');
  }, 60_000);
  afterAll(async () => t?.close());

  async function addRun(values: {
    status: 'running' | 'paused' | 'succeeded';
    kind?: string;
    owner?: string | null;
  }) {
    return t.database.db
      .insertInto('job_runs')
      .values({
        kind: values.kind ?? 'channel-sync',
        key: syncKey(connectionId),
        owner_user_id: values.owner === undefined ? userId : values.owner,
        status: values.status,
        input: '{}',
        steps: '[]',
        created_at: later(60),
        updated_at: later(60),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('answers the connection with the flags of its latest sync run', async () => {
    const run = await addRun({ status: 'running' });
    const running = await t.services.sync.connectionWithActivity(userId, connectionId);
    expect(running).toMatchObject({ syncing: true, paused: false });
    expect(running.connection.id).toBe(connectionId);
    expect(running.connection).not.toHaveProperty('latest_run_status');

    await t.database.db.updateTable('job_runs').set({ status: 'paused' }).where('id', '=', run.id).execute();
    expect(await t.services.sync.connectionWithActivity(userId, CHANNEL_IDS.kitchenAtlas)).toMatchObject({
      syncing: false,
      paused: true,
    });

    await t.database.db
      .updateTable('job_runs')
      .set({ status: 'succeeded' })
      .where('id', '=', run.id)
      .execute();
    expect(await t.services.sync.connectionWithActivity(userId)).toMatchObject({
      syncing: false,
      paused: false,
    });
  });

  it('ignores newer runs of another kind or another owner under the same key', async () => {
    await addRun({ status: 'running', kind: 'channel-audit' });
    await addRun({ status: 'running', owner: null });
    expect(await t.services.sync.connectionWithActivity(userId)).toMatchObject({
      syncing: false,
      paused: false,
    });
  });

  it('refuses a connection the user does not have', async () => {
    await expect(t.services.sync.connectionWithActivity(userId, 'UCnot-a-channel-of-theirs')).rejects.toThrow(
      /channel connection/,
    );
  });
});
