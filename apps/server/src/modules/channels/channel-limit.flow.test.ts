// The plan's connected-channels limit: refused before the trip to Google, and again when a consent that started
// under the limit finishes after another one took the last place (two tabs of the same user).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { ConnectionList, ErrorBody, Me } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('connected-channels limit', () => {
  let t: TestApp<never>;
  let tabA: TestBrowser;
  let tabB: TestBrowser;
  const connected = async () =>
    ConnectionList.parse((await tabA.get('/api/youtube-connections')).json()).connections.map(
      (c) => c.youtubeChannelId,
    );
  const landing = (location: unknown) =>
    Object.fromEntries(new URL(String(location), 'http://x').searchParams);

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    // Two sessions of the same user: the trial plan allows two connected channels.
    tabA = new TestBrowser(t.app);
    tabB = new TestBrowser(t.app);
    await tabA.signIn({ account: 'daniel' });
    await tabB.signIn({ account: 'daniel' });
    const me = Me.parse((await tabA.get('/api/auth/me')).json());
    const status = (await tabA.get(`/api/quota-status/${me.id}`)).json() as {
      usage: { channels: { limit: number } };
    };
    expect(status.usage.channels.limit).toBe(2);
    const first = await tabA.connectChannel({ account: 'daniel', channel: CHANNEL_IDS.danielPersonal });
    expect(landing(first.headers.location)).toMatchObject({ youtube_connected: 'true' });
  });
  afterAll(() => t.close());

  it('lets only one of two consents that started under the limit take the last place', async () => {
    const startA = await tabA.send('POST', '/api/auth/youtube/connect', {});
    const startB = await tabB.send('POST', '/api/auth/youtube/connect', {});
    expect([startA.statusCode, startB.statusCode]).toEqual([200, 200]);
    const consentA = await walkConsent((startA.json() as { url: string }).url, {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
    });
    const consentB = await walkConsent((startB.json() as { url: string }).url, {
      account: 'maya',
      channel: CHANNEL_IDS.kitchenAtlas,
    });

    const doneA = await tabA.followToApp(consentA.redirect);
    const doneB = await tabB.followToApp(consentB.redirect);
    expect(landing(doneA.headers.location)).toMatchObject({ youtube_connected: 'true' });
    expect(landing(doneB.headers.location)).toMatchObject({ error: 'channel_limit' });
    expect(await connected()).toEqual([CHANNEL_IDS.danielPersonal, CHANNEL_IDS.trailheadTech]);
    // The refused grant left nothing behind: no row, no sync started for it.
    const rows = await t.database.db.selectFrom('youtube_connections').select('youtube_channel_id').execute();
    expect(rows.map((r) => r.youtube_channel_id)).not.toContain(CHANNEL_IDS.kitchenAtlas);
  });

  it('says so before sending the browser to Google once the limit is reached', async () => {
    const start = await tabA.send('POST', '/api/auth/youtube/connect', {});
    expect(start.statusCode).toBe(403);
    const body = ErrorBody.parse(start.json());
    expect(body.error).toBe('FORBIDDEN');
    expect(body.details).toMatchObject({ reason: 'channelLimit', limit: 2, used: 2 });
    expect(body.message).toContain('2 connected channels');
  });

  it('still re-authorizes a channel that is already connected', async () => {
    const reauth = await tabA.send('POST', '/api/youtube/reauth', {
      channelId: CHANNEL_IDS.trailheadTech,
    });
    expect(reauth.statusCode).toBe(200);
    const done = await tabA.connectChannel(
      { account: 'daniel', channel: CHANNEL_IDS.trailheadTech },
      { channelId: CHANNEL_IDS.trailheadTech },
      '/api/youtube/reauth',
    );
    expect(landing(done.headers.location)).toMatchObject({ youtube_connected: 'true', reason: 'reauth' });
  });

  it('takes a new channel again once one is removed', async () => {
    const list = ConnectionList.parse((await tabA.get('/api/youtube-connections')).json()).connections;
    const personal = list.find((c) => c.youtubeChannelId === CHANNEL_IDS.danielPersonal)!;
    expect((await tabA.send('DELETE', `/api/youtube-connections/${personal.id}`)).statusCode).toBe(200);
    const done = await tabA.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    expect(landing(done.headers.location)).toMatchObject({ youtube_connected: 'true' });
    expect(await connected()).toContain(CHANNEL_IDS.kitchenAtlas);
  });
});
