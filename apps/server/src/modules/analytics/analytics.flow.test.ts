// Analytics against the Google sandbox: the analytics scope asked for in context (and added to the publishing
// grant, not replacing it), the ingest from reports.query and the Reporting API (each report taken once), and the
// verdict on a published change: a title the sandbox answers with exactly +30 % is judged "improved" after the
// sandbox's and the server's clocks move 30 days on. Reads make no YouTube call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import {
  AnalyticsOverview,
  ConnectionList,
  ErrorBody,
  VideoAnalytics,
  VideoDetails,
} from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { ledgerMark, waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';

const DAY_S = 86_400;

describe('analytics', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let offsetMs = 0;
  let videoId: string;
  let connectionId: string;

  const ingestRuns = () =>
    t.database.db
      .selectFrom('job_runs')
      .select(['id', 'status'])
      .where('kind', '=', 'ingest-analytics')
      .orderBy('created_at')
      .execute();
  const waitForIngests = (count: number) =>
    eventually(async () => {
      const runs = await ingestRuns();
      if (runs.length < count) return undefined;
      const last = runs[count - 1]!;
      return ['succeeded', 'failed'].includes(last.status) ? last : undefined;
    }, 120_000);

  beforeAll(async () => {
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      now: () => new Date(Date.now() + offsetMs),
    });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    // A public video with an audience before the change (a verdict needs days before it).
    const list = (
      await browser.get('/api/user/channel-videos?limit=20&type=long&visibility=public&sort=views')
    ).json() as {
      videos: { id: string }[];
    };
    videoId = list.videos[0]!.id;
    const connections = ConnectionList.parse((await browser.get('/api/youtube-connections')).json());
    connectionId = connections.connections[0]!.id;
  }, 180_000);
  afterAll(() => t.close());

  it('asks for analytics only in context, and before that reads only stored figures', async () => {
    const connections = ConnectionList.parse((await browser.get('/api/youtube-connections')).json());
    expect(connections.connections[0]).toMatchObject({ canPublish: true, canReadAnalytics: false });
    const refused = await browser.send('POST', '/api/analytics/refresh', {});
    expect(refused.statusCode).toBe(401);
    expect(ErrorBody.parse(refused.json())).toMatchObject({
      error: 'AUTH_REQUIRED',
      details: { needsAnalyticsAccess: true, channelId: CHANNEL_IDS.kitchenAtlas },
    });
    const overview = AnalyticsOverview.parse((await browser.get('/api/analytics/overview?days=28')).json());
    expect(overview.access.canReadAnalytics).toBe(false);
    expect(overview.days).toHaveLength(28);
    // Today's channel statistics were kept by the sync: the subscribers line starts.
    expect(overview.days.at(-1)!.subscribers).toEqual(expect.any(Number));
  });

  it('adds the analytics scope to the publishing grant and starts the first ingest', async () => {
    const start = await browser.send('POST', '/api/auth/youtube/connect', {
      access: 'analytics',
      channelId: CHANNEL_IDS.kitchenAtlas,
    });
    expect(start.statusCode, start.body).toBe(200);
    const scopes = new URL((start.json() as { url: string }).url).searchParams.get('scope')!.split(' ');
    // Asked: analytics; kept: publishing (so the new grant does not lose it).
    expect(scopes).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/yt-analytics.readonly',
        'https://www.googleapis.com/auth/youtube.force-ssl',
      ]),
    );
    await browser.connectChannel(
      { account: 'maya', channel: CHANNEL_IDS.kitchenAtlas },
      { access: 'analytics', channelId: CHANNEL_IDS.kitchenAtlas },
    );
    const connections = ConnectionList.parse((await browser.get('/api/youtube-connections')).json());
    expect(connections.connections[0]).toMatchObject({ canPublish: true, canReadAnalytics: true });

    const first = await waitForIngests(1);
    expect(first.status).toBe('succeeded');
    const metrics = await t.database.db
      .selectFrom('video_daily_metrics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('views', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(metrics.n)).toBeGreaterThan(90);
    const calls = t.sandbox!.sandbox.control.requestLog({ limit: 1000 }).map((e) => e.method);
    expect(calls.filter((m) => m === 'youtubeAnalytics.reports.query')).toHaveLength(90);
    expect(calls).toContain('youtubeReporting.jobs.create');
  });

  it('judges a published change against the rest of the channel once the days exist', async () => {
    const details = VideoDetails.parse((await browser.get(`/api/videos/${videoId}/details`)).json());
    const title = `${[...details.title].slice(0, 60).join('')} [sandbox:+30%]`;
    const published = await browser.send('PUT', `/api/videos/${videoId}`, {
      idempotencyKey: randomUUID(),
      fields: { title },
    });
    expect(published.statusCode, published.body).toBe(200);

    const tooEarly = VideoAnalytics.parse(
      (await browser.get(`/api/analytics/videos/${videoId}?days=28`)).json(),
    );
    expect(tooEarly.changes).toHaveLength(1);
    expect(tooEarly.changes[0]).toMatchObject({ kind: 'metadata', changedFields: ['title'] });
    expect(tooEarly.changes[0]!.views.outcome).toBe('too-early');

    // Thirty days on, for YouTube and for the server alike.
    t.sandbox!.sandbox.control.advanceClock(30 * DAY_S);
    offsetMs = 30 * DAY_S * 1000;
    const refreshed = await browser.send('POST', '/api/analytics/refresh', {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await waitForIngests(2)).status).toBe('succeeded');

    const mark = ledgerMark(t);
    const analytics = VideoAnalytics.parse(
      (await browser.get(`/api/analytics/videos/${videoId}?days=90`)).json(),
    );
    const change = analytics.changes[0]!;
    expect(change.views.outcome).toBe('improved');
    expect(change.views.headline!.days).toBe(28);
    expect(change.views.headline!.effect).toBeGreaterThan(0.15);
    expect(change.views.headline!.effect).toBeLessThan(0.45);
    // Impressions and CTR came from the Reporting API's daily reports.
    expect(analytics.days.some((d) => d.impressions !== null && d.ctr !== null)).toBe(true);
    expect(change.ctr).not.toBeNull();

    const overview = AnalyticsOverview.parse((await browser.get('/api/analytics/overview?days=90')).json());
    expect(overview.access).toMatchObject({ canReadAnalytics: true, reportsPending: false, lastError: null });
    expect(overview.changes.map((c) => c.id)).toEqual([change.id]);
    expect(overview.days.some((d) => d.watchMinutes !== null)).toBe(true);
    expect(mark.callsSince()).toEqual([]);
  });

  it('takes each report once: a second ingest adds nothing new', async () => {
    const before = await t.database.db
      .selectFrom('analytics_ingested_reports')
      .select(['report_id'])
      .where('connection_id', '=', connectionId)
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const mark = ledgerMark(t);
    await browser.send('POST', '/api/analytics/refresh', {});
    expect((await waitForIngests(3)).status).toBe('succeeded');
    const after = await t.database.db
      .selectFrom('analytics_ingested_reports')
      .select(['report_id'])
      .where('connection_id', '=', connectionId)
      .execute();
    expect(after.map((r) => r.report_id).sort()).toEqual(before.map((r) => r.report_id).sort());
    expect(mark.callsSince()).not.toContain('youtubeReporting.media.download');
  });

  it('answers 404 for a video that is not on the user’s channel', async () => {
    const res = await browser.get('/api/analytics/videos/AAAAAAAAAAA');
    expect(res.statusCode).toBe(404);
  });
});
