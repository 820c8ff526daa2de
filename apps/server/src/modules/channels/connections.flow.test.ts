import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ChannelStats, ConnectionList, ErrorBody } from '@vidcraft/contracts';
import { containsGoogleToken, TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const MAYA = { account: 'maya', channel: CHANNEL_IDS.kitchenAtlas };
const DANIEL_BRAND = { account: 'daniel', channel: CHANNEL_IDS.trailheadTech };

describe('channel connections', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  const list = async () =>
    ConnectionList.parse((await browser.get('/api/youtube-connections')).json()).connections;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
  });
  afterAll(() => t.close());

  it('connects a channel with its own read-only, offline grant', async () => {
    const start = await browser.send('POST', '/api/auth/youtube/connect', { returnTo: '/channels' });
    const url = new URL((start.json() as { url: string }).url);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/youtube.readonly');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('prompt')).toBe('consent select_account');
    expect(url.searchParams.get('include_granted_scopes')).toBe('true');

    const done = await browser.connectChannel(MAYA, { returnTo: '/channels' });
    expect(done.statusCode).toBe(302);
    const landing = new URL(done.headers.location as string, 'http://x');
    expect(landing.pathname).toBe('/youtube-callback');
    expect(Object.fromEntries(landing.searchParams)).toMatchObject({
      youtube_connected: 'true',
      channelId: CHANNEL_IDS.kitchenAtlas,
      reason: 'connect',
      returnTo: '/channels',
    });

    const connections = await list();
    expect(connections).toHaveLength(1);
    expect(connections[0]).toMatchObject({
      youtubeChannelId: CHANNEL_IDS.kitchenAtlas,
      channelId: CHANNEL_IDS.kitchenAtlas,
      isActive: true,
      status: 'active',
      canPublish: false,
      canReadAnalytics: false,
    });
    expect(connections[0]!.channelName.length).toBeGreaterThan(0);
  });

  it('keeps refresh tokens only as ciphertext and never sends a Google token to the client', async () => {
    const rows = await t.database.db.selectFrom('youtube_connections').selectAll().execute();
    for (const row of rows) {
      expect(row.refresh_token_enc).toMatch(/^v1\./);
      expect(containsGoogleToken(row.refresh_token_enc ?? '')).toBe(false);
      expect(containsGoogleToken(row.access_token_enc ?? '')).toBe(false);
    }
    for (const url of [
      '/api/youtube-connections',
      '/api/youtube/status',
      '/api/youtube/user-channels',
      '/api/auth/status',
    ]) {
      expect(containsGoogleToken((await browser.get(url)).body)).toBe(false);
    }
  });

  it('connects a brand channel of another Google account and switches the active channel', async () => {
    const done = await browser.connectChannel(DANIEL_BRAND);
    expect(done.headers.location).toContain(`channelId=${CHANNEL_IDS.trailheadTech}`);
    let connections = await list();
    expect(connections.map((c) => c.youtubeChannelId)).toEqual([
      CHANNEL_IDS.kitchenAtlas,
      CHANNEL_IDS.trailheadTech,
    ]);
    expect(connections.find((c) => c.isActive)?.youtubeChannelId).toBe(CHANNEL_IDS.kitchenAtlas);

    const brand = connections[1]!;
    const activated = ConnectionList.parse(
      (await browser.send('POST', `/api/youtube-connections/${brand.id}/activate`)).json(),
    );
    expect(activated.connections.find((c) => c.isActive)?.id).toBe(brand.id);
    connections = await list();
    expect(connections.filter((c) => c.isActive)).toHaveLength(1);
    const userChannel = (await browser.get('/api/youtube/user-channel')).json() as {
      channel: { id: string };
    };
    expect(userChannel.channel.id).toBe(brand.id);
  });

  it('refreshes a channel and its statistics from YouTube', async () => {
    const [first] = await list();
    const refreshed = await browser.send('POST', `/api/youtube-connections/${first!.id}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    // The stats GET serves what the refresh stored; it no longer takes `refresh` (decision 016).
    const stats = ChannelStats.parse(
      (await browser.get(`/api/youtube-connections/${first!.id}/stats`)).json(),
    );
    const refused = await browser.get(`/api/youtube-connections/${first!.id}/stats?refresh=true`);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { error: string }).error).toBe('VALIDATION');
    expect(stats.channelId).toBe(CHANNEL_IDS.kitchenAtlas);
    expect(stats.videoCount).toBeGreaterThan(50);
    expect(stats.subscriberCount).toBeGreaterThan(0);
    const status = (
      await browser.get(`/api/auth/youtube/connections/${CHANNEL_IDS.kitchenAtlas}/status`)
    ).json();
    expect(status).toEqual({ hasConnection: true, isActive: false, tokenExpired: false, needsReauth: false });
    const unknown = (await browser.get('/api/auth/youtube/connections/UCunknown/status')).json();
    expect(unknown).toMatchObject({ hasConnection: false, needsReauth: true });
  });

  it('marks a revoked grant needs-reauth once, without a retry storm, and re-authorizes it', async () => {
    const control = t.sandbox!.sandbox.control;
    const [first] = await list();
    control.revokeGrant({ channelId: CHANNEL_IDS.kitchenAtlas });
    control.expireTokens({ channelId: CHANNEL_IDS.kitchenAtlas, kind: 'access' });
    await t.database.db
      .updateTable('youtube_connections')
      .set({ access_token_expires_at: new Date(0) })
      .where('id', '=', first!.id)
      .execute();

    const refreshes = vi.spyOn(t.services.oauth, 'refresh');
    const failed = await browser.send('POST', `/api/youtube-connections/${first!.id}/refresh`);
    expect(failed.statusCode).toBe(401);
    expect(ErrorBody.parse(failed.json())).toMatchObject({
      error: 'AUTH_REQUIRED',
      details: { reason: 'grant_revoked_or_expired', channelId: CHANNEL_IDS.kitchenAtlas },
    });
    expect((await list())[0]!.status).toBe('needs_reauth');
    // Further calls fail fast: no more refresh attempts against Google.
    for (let i = 0; i < 3; i += 1)
      await browser.send('POST', `/api/youtube-connections/${first!.id}/refresh`);
    expect(refreshes).toHaveBeenCalledTimes(1);
    refreshes.mockRestore();

    const reauth = await browser.connectChannel(
      MAYA,
      { channelId: CHANNEL_IDS.kitchenAtlas },
      '/api/youtube/reauth',
    );
    expect(reauth.headers.location).toContain('reason=reauth');
    const healed = (await list())[0]!;
    expect(healed.status).toBe('active');
    expect((await browser.send('POST', `/api/youtube-connections/${healed.id}/refresh`)).statusCode).toBe(
      200,
    );
  });

  it('fails safely on a tampered stored token', async () => {
    const [first] = await list();
    const row = await t.database.db
      .selectFrom('youtube_connections')
      .selectAll()
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    const parts = row.refresh_token_enc!.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    await t.database.db
      .updateTable('youtube_connections')
      .set({ refresh_token_enc: parts.join('.'), access_token_expires_at: new Date(0) })
      .where('id', '=', first!.id)
      .execute();
    const res = await browser.send('POST', `/api/youtube-connections/${first!.id}/refresh`);
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json()).details).toMatchObject({ reason: 'stored_token_unreadable' });
    await browser.connectChannel(MAYA, { channelId: CHANNEL_IDS.kitchenAtlas }, '/api/youtube/reauth');
  });

  it('removes a channel: revokes the grant at Google and activates another', async () => {
    const control = t.sandbox!.sandbox.control;
    const brand = (await list()).find((c) => c.youtubeChannelId === CHANNEL_IDS.trailheadTech)!;
    expect(brand.isActive).toBe(true);
    const after = ConnectionList.parse(
      (await browser.send('DELETE', `/api/youtube-connections/${brand.id}`)).json(),
    );
    expect(after.connections.map((c) => c.youtubeChannelId)).toEqual([CHANNEL_IDS.kitchenAtlas]);
    expect(after.connections[0]!.isActive).toBe(true);
    expect(control.listGrants({ channelId: CHANNEL_IDS.trailheadTech }).every((g) => g.revokedAtMs)).toBe(
      true,
    );
    const gone = await t.database.db
      .selectFrom('youtube_connections')
      .select('id')
      .where('id', '=', brand.id)
      .execute();
    expect(gone).toHaveLength(0);
  });

  it("reports the YouTube status with today's quota", async () => {
    const status = (await browser.get('/api/youtube/status')).json() as {
      connected: boolean;
      quota: { usedToday: number; usedTodayByYou: number; dailyBudget: number };
    };
    expect(status.connected).toBe(true);
    expect(status.quota.dailyBudget).toBe(10_000);
    expect(status.quota.usedTodayByYou).toBeGreaterThan(0);
    expect(status.quota.usedToday).toBeGreaterThanOrEqual(status.quota.usedTodayByYou);
  });

  it('asks for the publishing scope in context and keeps it across re-authorization', async () => {
    const start = await browser.send('POST', '/api/auth/youtube/connect', { access: 'write' });
    const scopes = new URL((start.json() as { url: string }).url).searchParams.get('scope')!.split(' ');
    expect(scopes).toContain('https://www.googleapis.com/auth/youtube.force-ssl');
    await browser.connectChannel(MAYA, { access: 'write' });
    expect((await list())[0]!.canPublish).toBe(true);
    const reauth = await browser.send('POST', '/api/youtube/reauth', { channelId: CHANNEL_IDS.kitchenAtlas });
    const reauthScopes = new URL((reauth.json() as { url: string }).url).searchParams.get('scope')!;
    expect(reauthScopes).toContain('youtube.force-ssl');
  });
});
