// Google revokes a whole grant (sign-in and channel scopes of that account together), so Vidcraft revokes
// only when nothing else depends on it: never at sign-out; at removal of the last connection holding it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ConnectionList } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { runSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const MAYA_EMAIL = 'maya.chen@example.com';

describe('sign-out and Google grants', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
  });
  afterAll(() => t.close());

  const liveGrants = () =>
    t.sandbox!.sandbox.control.listGrants({ accountEmail: MAYA_EMAIL }).filter((g) => !g.revokedAtMs);
  const connections = async (browser: TestBrowser) =>
    ConnectionList.parse((await browser.get('/api/youtube-connections')).json()).connections;

  it('signing out and back in keeps the channel working, with no re-authorization', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    expect((await runSync(browser, 'incremental')).status).toBe('succeeded');
    const grantsBefore = liveGrants().length;
    expect(grantsBefore).toBeGreaterThan(0);

    expect((await browser.send('POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(liveGrants()).toHaveLength(grantsBefore);

    await browser.signIn({ account: 'maya' });
    const [connection] = await connections(browser);
    expect(connection?.status).toBe('active');
    const run = await runSync(browser, 'incremental');
    expect(run.status).toBe('succeeded');
    expect((await connections(browser))[0]?.status).toBe('active');
  });

  it('removing a connection keeps a grant another connection still uses; removing the last revokes it', async () => {
    // Two Vidcraft users connect the same channel through the same Google account: one grant, two holders.
    const owner = new TestBrowser(t.app);
    await owner.signIn({ account: 'maya' });
    const teammate = new TestBrowser(t.app);
    await teammate.signIn({ account: 'sam' });
    await teammate.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    const [shared] = await connections(teammate);
    const [own] = await connections(owner);
    expect(shared && own).toBeTruthy();
    const subjects = await t.database.db
      .selectFrom('youtube_connections')
      .select('grant_subject')
      .where('id', 'in', [shared!.id, own!.id])
      .execute();
    expect(new Set(subjects.map((s) => s.grant_subject)).size).toBe(1);
    expect(subjects[0]!.grant_subject).toBeTruthy();

    await teammate.send('DELETE', `/api/youtube-connections/${shared!.id}`);
    expect(liveGrants().length).toBeGreaterThan(0);
    expect((await runSync(owner, 'incremental')).status).toBe('succeeded');

    await owner.send('DELETE', `/api/youtube-connections/${own!.id}`);
    expect(liveGrants()).toHaveLength(0);
  });
});
