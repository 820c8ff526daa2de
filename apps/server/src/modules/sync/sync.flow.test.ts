// Channel sync against the Google sandbox: quota use per the bounds (measured on the sandbox's own
// ledger), incremental re-syncs, edits and deletions on YouTube, and the fault cases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ChannelVideosResponse, SyncStats } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, runSync, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const fullSyncBound = (n: number) => 1.05 * (1 + 2 * Math.ceil(n / 50));

describe('channel sync (60-video channel)', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  const control = () => t.sandbox!.sandbox.control;
  const stats = async () => SyncStats.parse((await browser.get('/api/youtube/sync-stats')).json());
  const listPage = async () =>
    ChannelVideosResponse.parse((await browser.get('/api/user/channel-videos?limit=100')).json());
  const listAll = async () => (await listPage()).videos;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
  });
  afterAll(() => t.close());

  it('runs a full first sync on connect, within 1.05 × (1 + 2⌈N/50⌉) units', async () => {
    const mark = ledgerMark(t);
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    const run = await waitForSync(browser);
    expect(run.status).toBe('succeeded');
    const s = await stats();
    const connectCost = 1; // channels.list at connect, to identify the channel
    expect(mark.unitsSince() - connectCost).toBeLessThanOrEqual(fullSyncBound(s.totalVideos));
    expect(mark.callsSince()).not.toContain('youtube.search.list');
    expect(s.unitsLastSync).toBe(mark.unitsSince() - connectCost);
    expect(s.totalVideos).toBeGreaterThanOrEqual(55);
    expect((await listPage()).total).toBe(s.totalVideos);
    expect(s.shorts).toBeGreaterThan(0);
    expect(s.withCaptions).toBeGreaterThan(0);
    expect(s.visibility.unlisted + s.visibility.private).toBeGreaterThan(0);
    expect(run.result).toMatchObject({ mode: 'full', completeListing: true, removed: 0 });
  });

  it('re-syncs an unchanged channel in at most 3 units', async () => {
    const mark = ledgerMark(t);
    const run = await runSync(browser, 'incremental');
    expect(run.status).toBe('succeeded');
    expect(mark.unitsSince()).toBeLessThanOrEqual(3);
    expect(run.result).toMatchObject({ mode: 'incremental', newVideos: 0, updated: 0 });
  });

  it('re-reads a video changed on YouTube', async () => {
    const [newest] = await listAll();
    control().editVideo(newest!.id, { title: 'Edited in YouTube Studio', viewCount: 123_456 });
    const run = await runSync(browser, 'incremental');
    expect(run.status).toBe('succeeded');
    const after = (await listAll()).find((v) => v.id === newest!.id)!;
    expect(after.title).toBe('Edited in YouTube Studio');
    expect(after.viewCount).toBe(123_456);
  });

  it('marks a video deleted on YouTube as removed', async () => {
    const before = await listAll();
    const victim = before.at(-1)!; // the oldest: deep in the uploads playlist
    control().deleteVideo(victim.id);
    const run = await runSync(browser, 'incremental');
    expect(run.status).toBe('succeeded');
    expect(run.result).toMatchObject({ removed: 1 });
    const after = await listAll();
    expect(after.map((v) => v.id)).not.toContain(victim.id);
    expect(after).toHaveLength(before.length - 1);
    // The list's total is the connection's stored count: it follows the removal.
    expect((await listPage()).total).toBe(before.length - 1);
    expect((await browser.get(`/api/videos/${victim.id}`)).statusCode).toBe(404);
  });

  it('keeps a statistics snapshot per video per day', async () => {
    const [video] = await listAll();
    const details = (await browser.get(`/api/videos/${video!.id}/details`)).json() as {
      statsHistory: unknown[];
    };
    expect(details.statsHistory).toHaveLength(1);
  });

  it('retries a 5xx on one page and completes', async () => {
    control().injectFault({ method: 'youtube.playlistItems.list', fault: 'backendError', times: 1 });
    const run = await runSync(browser, 'full');
    expect(run.status).toBe('succeeded');
    expect(control().listFaults()).toHaveLength(0);
  });

  it('pauses on quota exhaustion and says when it resumes', async () => {
    control().injectFault({ method: 'youtube.videos.list', fault: 'quotaExceeded', times: 1 });
    const run = await runSync(browser, 'full');
    expect(run.status).toBe('paused');
    expect(run.error?.code).toBe('QUOTA_EXCEEDED');
    expect(Date.parse(run.resumeAt!)).toBeGreaterThan(Date.now());
    expect(run.message).toMatch(/continues where it stopped/);
    // Nothing more is sent to YouTube today.
    const mark = ledgerMark(t);
    const status = (await browser.get('/api/youtube/status')).json() as { activeConnection: { id: string } };
    const refreshed = await browser.send(
      'POST',
      `/api/youtube-connections/${status.activeConnection.id}/refresh`,
    );
    expect(refreshed.statusCode).toBe(429);
    expect((refreshed.json() as { error: string }).error).toBe('QUOTA_EXCEEDED');
    expect(mark.unitsSince()).toBe(0);
  });
});

describe('channel sync faults', () => {
  it('stops on a revoked grant and flags the connection', async () => {
    const t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'sam' });
    // The 1,200-video channel: revoke while the first sync is under way.
    const control = t.sandbox!.sandbox.control;
    control.injectFault({ method: 'youtube.playlistItems.list', fault: 'slow', delayMs: 400, times: 3 });
    await browser.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    control.revokeGrant({ channelId: CHANNEL_IDS.chessDaily });
    control.expireTokens({ channelId: CHANNEL_IDS.chessDaily, kind: 'access' });
    const run = await waitForSync(browser);
    expect(run.status).toBe('failed');
    expect(run.error?.code).toBe('AUTH_REQUIRED');
    const connections = (await browser.get('/api/youtube-connections')).json() as {
      connections: { status: string }[];
    };
    expect(connections.connections[0]!.status).toBe('needs_reauth');
    await t.close();
  });
});
