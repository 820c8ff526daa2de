// The YouTube Analytics API (reports.query) and the YouTube Reporting API on the wire: scope rules, Google's
// errors, the data lag, the per-minute limit, a planted title lift, and a reporting job's life as the clock moves.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../src/analytics/days.ts';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../src/index.ts';
import {
  callOptions,
  REDIRECT_URI,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  ytClient,
  type Session,
} from './helpers.ts';

const CACIO = 'U1lzChxDX5s';
const START = '2026-06-10T20:00:00Z';
const HOUR = 3600;
/** Tokens that outlive the clock jumps below. */
const LONG_TTL = { accessTokenTtlSeconds: 400 * 24 * HOUR };

interface ResultTable {
  kind: string;
  columnHeaders: { name: string; columnType: string; dataType: string }[];
  rows?: (string | number)[][];
}
interface GoogleError {
  error: {
    code: number;
    message: string;
    status?: string;
    errors: { reason: string }[];
    details?: unknown[];
  };
}

function token(session: Session): string {
  return session.tokens.access_token ?? '';
}

async function call(
  server: SandboxServer,
  path: string,
  accessToken: string | null,
  init: { method?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; text: string; type: string | null }> {
  const url = new URL(`${server.url}${path}`);
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, type: response.headers.get('content-type') };
}

const query = (server: SandboxServer, accessToken: string | null, params: Record<string, string>) =>
  call(server, '/youtubeanalytics/v2/reports', accessToken, { query: { ids: 'channel==MINE', ...params } });

describe('YouTube Analytics API', () => {
  let server: SandboxServer;
  let maya: Session;
  let analyticsOnly: Session;
  let readonlyOnly: Session;
  let today: string;
  beforeAll(async () => {
    server = await startTestSandbox(LONG_TTL);
    server.sandbox.control.setClock(START);
    today = dayOf(START);
    maya = await signIn(server, [SCOPES.readonly, SCOPES.analytics, SCOPES.forceSsl], { account: 'maya' });
    analyticsOnly = await signIn(server, [SCOPES.analytics], { account: 'kenji' });
    readonlyOnly = await signIn(server, [SCOPES.readonly], { account: 'lucia' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows the analytics scope on the consent page and unions it with earlier grants', async () => {
    const first = await signIn(server, [SCOPES.readonly], { account: 'nora' });
    expect(first.tokens.scope).not.toContain(SCOPES.analytics);
    const auth = new URL(`${server.url}/o/oauth2/v2/auth`);
    for (const [k, v] of Object.entries({
      client_id: TEST_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: SCOPES.analytics,
      login_hint: 'nora.bennett@example.com',
      prompt: 'consent',
      include_granted_scopes: 'true',
    }))
      auth.searchParams.set(k, v);
    let response = await fetch(auth, { redirect: 'manual' });
    for (let i = 0; i < 3 && response.status >= 300 && response.status < 400; i += 1)
      response = await fetch(new URL(response.headers.get('location') ?? '', auth), { redirect: 'manual' });
    expect(await response.text()).toContain('View YouTube Analytics reports for your YouTube content');
    const second = await signIn(server, [SCOPES.analytics], { account: 'nora' });
    expect(second.tokens.scope?.split(' ')).toEqual(
      expect.arrayContaining([SCOPES.readonly, SCOPES.analytics]),
    );
  });

  it('refuses reports.query without an Analytics scope, and without youtube.readonly', async () => {
    const params = { startDate: addDays(today, -10), endDate: today, metrics: 'views' };
    for (const session of [analyticsOnly, readonlyOnly]) {
      const res = await query(server, token(session), params);
      expect(res.status).toBe(403);
      const body = res.json as GoogleError;
      expect(body.error.errors[0]?.reason).toBe('insufficientPermissions');
      expect(JSON.stringify(body.error.details)).toContain('youtubeanalytics.googleapis.com');
    }
    expect((await query(server, null, params)).status).toBe(401);
    expect((await query(server, token(maya), params)).status).toBe(200);
  });

  it('answers a channel series by day up to two days ago, identically on every request', async () => {
    const params = {
      startDate: addDays(today, -30),
      endDate: today,
      metrics:
        'views,estimatedMinutesWatched,averageViewDuration,averageViewPercentage,likes,subscribersGained',
      dimensions: 'day',
    };
    const res = await query(server, token(maya), params);
    expect(res.status).toBe(200);
    const table = res.json as ResultTable;
    expect(table.kind).toBe('youtubeAnalytics#resultTable');
    expect(table.columnHeaders).toEqual([
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'averageViewDuration', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'averageViewPercentage', columnType: 'METRIC', dataType: 'FLOAT' },
      { name: 'likes', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'subscribersGained', columnType: 'METRIC', dataType: 'INTEGER' },
    ]);
    const rows = table.rows ?? [];
    expect(rows).toHaveLength(29);
    expect(rows[0]?.[0]).toBe(addDays(today, -30));
    expect(rows.at(-1)?.[0]).toBe(addDays(today, -2));
    for (const [, views, minutes, avd] of rows as [string, number, number, number][]) {
      expect(views).toBeGreaterThan(0);
      expect(Math.abs(minutes - (views * avd) / 60)).toBeLessThan(views / 60 + 1);
    }
    expect((await query(server, token(maya), params)).json).toEqual(table);
    const sorted = (
      await query(server, token(maya), { ...params, metrics: 'views', sort: '-views', maxResults: '3' })
    ).json as ResultTable;
    expect(sorted.rows).toHaveLength(3);
    expect(Number(sorted.rows?.[0]?.[1])).toBe(Math.max(...rows.map((r) => Number(r[1]))));
  });

  it('filters to the channel’s own videos, totals without dimensions, ranks top videos', async () => {
    const range = { startDate: addDays(today, -14), endDate: addDays(today, -3) };
    const daily = (
      await query(server, token(maya), {
        ...range,
        metrics: 'views',
        dimensions: 'day',
        filters: `video==${CACIO}`,
      })
    ).json as ResultTable;
    const total = (
      await query(server, token(maya), {
        ...range,
        metrics: 'views,videoThumbnailImpressions',
        filters: `video==${CACIO}`,
      })
    ).json as ResultTable;
    expect(total.rows?.[0]?.[0]).toBe((daily.rows ?? []).reduce((s, r) => s + Number(r[1]), 0));
    expect(Number(total.rows?.[0]?.[1])).toBeGreaterThan(Number(total.rows?.[0]?.[0]));
    const top = (
      await query(server, token(maya), {
        ...range,
        metrics: 'views',
        dimensions: 'video',
        sort: '-views',
        maxResults: '5',
      })
    ).json as ResultTable;
    expect(top.rows).toHaveLength(5);
    const other = await query(server, token(maya), {
      ...range,
      metrics: 'views',
      filters: 'video==D3Cx_qKKTX0',
    });
    expect(other.status).toBe(403);
    const otherChannel = await call(server, '/youtubeanalytics/v2/reports', token(maya), {
      query: { ids: `channel==${CHANNEL_IDS.chessDaily}`, ...range, metrics: 'views' },
    });
    expect(otherChannel.status).toBe(403);
  });

  it('answers 400 for impressions by day or video, unknown identifiers and bad dates', async () => {
    const range = { startDate: addDays(today, -14), endDate: addDays(today, -3) };
    for (const [metrics, dimensions] of [
      ['videoThumbnailImpressions', 'day'],
      ['videoThumbnailImpressionsClickRate', 'day'],
      ['impressions', 'day'],
      ['impressionClickThroughRate', 'video'],
    ] as const) {
      const res = await query(server, token(maya), {
        ...range,
        metrics,
        dimensions,
        ...(dimensions === 'video' ? { sort: `-${metrics}`, maxResults: '10' } : {}),
      });
      expect(res.status).toBe(400);
      expect((res.json as GoogleError).error.errors[0]?.reason).toBe('badRequest');
    }
    const unknown = await query(server, token(maya), { ...range, metrics: 'views,viewz' });
    expect(unknown.status).toBe(400);
    expect((unknown.json as GoogleError).error.message).toContain('Unknown identifier (viewz)');
    expect(
      (await query(server, token(maya), { ...range, metrics: 'views', dimensions: 'week' })).status,
    ).toBe(400);
    expect(
      (await query(server, token(maya), { startDate: today, endDate: addDays(today, -1), metrics: 'views' }))
        .status,
    ).toBe(400);
    expect(
      (await query(server, token(maya), { startDate: '2026-02-30', endDate: today, metrics: 'views' }))
        .status,
    ).toBe(400);
    expect((await query(server, token(maya), { endDate: today, metrics: 'views' })).status).toBe(400);
  });

  it('shows a planted [sandbox:+30%] title lift from the day after the change', async () => {
    const control = server.sandbox.control;
    const changeDay = dayOf(control.now());
    const window = { from: addDays(changeDay, 1), to: addDays(changeDay, 14) };
    const counterfactual = control.getVideoSeries(CACIO, changeDay, window.to) ?? [];
    const video = control.getVideo(CACIO)!;
    await ytClient(maya.auth).videos.update(
      {
        part: ['snippet'],
        requestBody: {
          id: CACIO,
          snippet: {
            title: 'Cacio e Pepe Without Clumps [sandbox:+30%]',
            description: video.description,
            tags: video.tags,
            categoryId: video.categoryId,
            defaultLanguage: video.defaultLanguage,
            defaultAudioLanguage: video.defaultAudioLanguage,
          },
        },
      },
      callOptions(server),
    );
    expect(control.getPackagingChanges(CACIO).map((c) => c.field)).toEqual(['title']);
    control.advanceClock(17 * 24 * HOUR);
    const res = await query(server, token(maya), {
      startDate: changeDay,
      endDate: window.to,
      metrics: 'views',
      dimensions: 'day',
      filters: `video==${CACIO}`,
    });
    const rows = (res.json as ResultTable).rows ?? [];
    expect(rows[0]).toEqual([changeDay, counterfactual[0]?.views]);
    const after = rows.slice(1).reduce((s, r) => s + Number(r[1]), 0);
    const before = counterfactual.slice(1).reduce((s, d) => s + d.views, 0);
    expect(after / before).toBeGreaterThan(1.27);
    expect(after / before).toBeLessThan(1.33);
  });

  it('records a new thumbnail as a packaging change that moves the series from the next day', async () => {
    const control = server.sandbox.control;
    const videoId = 'BBqn7evOZys';
    const day = dayOf(control.now());
    const counterfactual = control.getVideoSeries(videoId, day, addDays(day, 10)) ?? [];
    const png = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    await ytClient(maya.auth).thumbnails.set(
      { videoId, media: { mimeType: 'image/png', body: png } },
      callOptions(server),
    );
    const changes = control.getPackagingChanges(videoId);
    expect(changes).toEqual([
      { at: expect.any(String), field: 'thumbnail', value: expect.any(String), from: '' },
    ]);
    expect(dayOf(changes[0]!.at)).toBe(day);
    const now = control.getVideoSeries(videoId, day, addDays(day, 10)) ?? [];
    expect(now[0]).toEqual(counterfactual[0]);
    const ratio =
      now.slice(1).reduce((s, d) => s + d.views, 0) /
      counterfactual.slice(1).reduce((s, d) => s + d.views, 0);
    expect(ratio).not.toBeCloseTo(1, 2);
    expect(ratio).toBeGreaterThan(0.84);
    expect(ratio).toBeLessThan(1.26);
  });

  it('limits requests per project per minute (429) and reports the use, at no Data API units', async () => {
    const control = server.sandbox.control;
    const usedBefore = control.getQuota(TEST_CLIENT.clientId).used;
    control.updateSettings({ analyticsRequestsPerMinute: 3 });
    control.advanceClock(120);
    const params = {
      startDate: addDays(dayOf(control.now()), -5),
      endDate: dayOf(control.now()),
      metrics: 'views',
    };
    for (let i = 0; i < 3; i += 1) expect((await query(server, token(maya), params)).status).toBe(200);
    const refused = await query(server, token(maya), params);
    expect(refused.status).toBe(429);
    const body = refused.json as GoogleError;
    expect(body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect(body.error.errors[0]?.reason).toBe('rateLimitExceeded');
    const usage = control.getAnalyticsUsage(TEST_CLIENT.clientId).analytics;
    expect(usage).toMatchObject({ lastMinute: 4, limitPerMinute: 3, rateLimited: 1 });
    control.advanceClock(61);
    expect((await query(server, token(maya), params)).status).toBe(200);
    const log = control.requestLog({
      method: 'youtubeAnalytics.reports.query',
      clientId: TEST_CLIENT.clientId,
    });
    expect(log.length).toBeGreaterThan(5);
    expect(log.every((e) => e.units === 0)).toBe(true);
    expect(log.at(-2)).toMatchObject({ status: 429, reason: 'rateLimitExceeded' });
    expect(control.getQuota(TEST_CLIENT.clientId).used).toBe(usedBefore);
    const overHttp = await fetch(`${server.url}/control/analytics/usage?clientId=${TEST_CLIENT.clientId}`);
    expect(await overHttp.json()).toEqual(control.getAnalyticsUsage(TEST_CLIENT.clientId));
    const series = await fetch(
      `${server.url}/control/analytics/series/${CACIO}?startDate=2026-06-01&endDate=2026-06-07`,
    );
    expect(await series.json()).toEqual(control.getVideoSeries(CACIO, '2026-06-01', '2026-06-07'));
    control.updateSettings({ analyticsRequestsPerMinute: 720 });
  });
});

describe('YouTube Reporting API', () => {
  let server: SandboxServer;
  let maya: Session;
  let kenji: Session;
  let readonlyOnly: Session;
  const dirs: string[] = [];
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'google-sandbox-reporting-'));
    dirs.push(dataDir);
    server = await startTestSandbox({ ...LONG_TTL, dataDir });
    server.sandbox.control.setClock(START);
    maya = await signIn(server, [SCOPES.analytics], { account: 'maya' });
    kenji = await signIn(server, [SCOPES.analytics], { account: 'kenji' });
    readonlyOnly = await signIn(server, [SCOPES.readonly], { account: 'lucia' });
  });
  afterAll(async () => {
    await server.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('needs an Analytics scope and lists the report types', async () => {
    const refused = await call(server, '/youtubereporting/v1/reportTypes', token(readonlyOnly));
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.json)).toContain('youtubereporting.googleapis.com');
    const types = await call(server, '/youtubereporting/v1/reportTypes', token(maya));
    expect(types.status).toBe(200);
    expect((types.json as { reportTypes: { id: string }[] }).reportTypes.map((t) => t.id)).toEqual(
      expect.arrayContaining(['channel_reach_basic_a1', 'channel_basic_a3']),
    );
  });

  it('creates a job once (409 for a second), reports nothing for 24 h, then a backfill and one report a day', async () => {
    const control = server.sandbox.control;
    const created = await call(server, '/youtubereporting/v1/jobs', token(maya), {
      method: 'POST',
      body: { reportTypeId: 'channel_reach_basic_a1', name: 'Vidcraft reach' },
    });
    expect(created.status).toBe(200);
    const job = created.json as { id: string; reportTypeId: string; name: string; createTime: string };
    expect(job).toMatchObject({
      reportTypeId: 'channel_reach_basic_a1',
      name: 'Vidcraft reach',
      createTime: '2026-06-10T20:00:00Z',
    });
    const again = await call(server, '/youtubereporting/v1/jobs', token(maya), {
      method: 'POST',
      body: { reportTypeId: 'channel_reach_basic_a1', name: 'again' },
    });
    expect(again.status).toBe(409);
    expect((again.json as GoogleError).error.status).toBe('ALREADY_EXISTS');
    expect(
      (
        await call(server, '/youtubereporting/v1/jobs', token(maya), {
          method: 'POST',
          body: { reportTypeId: 'nope' },
        })
      ).status,
    ).toBe(400);
    expect(
      ((await call(server, '/youtubereporting/v1/jobs', token(maya))).json as { jobs: unknown[] }).jobs,
    ).toHaveLength(1);
    // Another channel's project view: not its job.
    expect((await call(server, '/youtubereporting/v1/jobs', token(kenji))).json).toEqual({});
    expect((await call(server, `/youtubereporting/v1/jobs/${job.id}`, token(kenji))).status).toBe(404);

    const reports = async (params: Record<string, string> = {}) =>
      (await call(server, `/youtubereporting/v1/jobs/${job.id}/reports`, token(maya), { query: params }))
        .json as {
        reports?: {
          id: string;
          startTime: string;
          endTime: string;
          createTime: string;
          downloadUrl: string;
        }[];
        nextPageToken?: string;
      };
    expect(await reports()).toEqual({});
    control.advanceClock(23 * HOUR);
    expect(await reports()).toEqual({});
    control.advanceClock(26 * HOUR); // 49 h after creation
    const listed = (await reports()).reports ?? [];
    const startDays = listed.map((r) => dayOf(r.startTime)).sort();
    expect(startDays[0]).toBe(addDays('2026-06-10', -30));
    expect(listed.length).toBeGreaterThanOrEqual(30);
    expect(listed.length).toBeLessThanOrEqual(31);
    for (const r of listed) {
      expect(Date.parse(r.createTime) - Date.parse(job.createTime)).toBeGreaterThanOrEqual(24 * HOUR * 1000);
      expect(
        r.downloadUrl.startsWith(
          `${server.url}/youtubereporting/v1/media/CHANNEL/${CHANNEL_IDS.kitchenAtlas}/jobs/${job.id}/reports/`,
        ),
      ).toBe(true);
    }
    const paged = await reports({ pageSize: '10' });
    expect(paged.reports).toHaveLength(10);
    expect(paged.nextPageToken).toBeTruthy();
    const filtered =
      (await reports({ startTimeAtOrAfter: '2026-06-01T00:00:00Z', startTimeBefore: '2026-06-05T00:00:00Z' }))
        .reports ?? [];
    expect(filtered.map((r) => dayOf(r.startTime)).sort()).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
    ]);
    const seen = new Date(control.now()).toISOString();
    control.advanceClock(5 * 24 * HOUR);
    const newer = (await reports({ createdAfter: seen })).reports ?? [];
    expect(newer.length).toBeGreaterThanOrEqual(4);
    expect(newer.length).toBeLessThanOrEqual(6);
    expect(newer.every((r) => dayOf(r.startTime) >= '2026-06-10')).toBe(true);

    const one = listed.find((r) => dayOf(r.startTime) === '2026-06-01')!;
    const got = await call(server, `/youtubereporting/v1/jobs/${job.id}/reports/${one.id}`, token(maya));
    expect(got.json).toEqual(one);
    const download = await fetch(one.downloadUrl, { headers: { authorization: `Bearer ${token(maya)}` } });
    expect(download.status).toBe(200);
    const csv = await download.text();
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toBe(
      'date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,video_thumbnail_impressions,video_thumbnail_impressions_ctr',
    );
    expect(lines.every((l) => l.startsWith(`20260601,${CHANNEL_IDS.kitchenAtlas},`))).toBe(true);
    // Consistent with the Analytics API's views: clicks on impressions are part of the day's views.
    const cacioLines = lines.map((l) => l.split(',')).filter((l) => l[2] === CACIO);
    const clicks = cacioLines.reduce((s, l) => s + Math.round(Number(l[6]) * Number(l[7])), 0);
    const day = control.getVideoSeries(CACIO, '2026-06-01', '2026-06-01')?.[0];
    expect(clicks).toBe(day?.impressionViews);
    expect(cacioLines.reduce((s, l) => s + Number(l[6]), 0)).toBe(day?.impressions);
    expect(day!.views).toBeGreaterThan(clicks);

    expect(
      (await fetch(one.downloadUrl, { headers: { authorization: `Bearer ${token(kenji)}` } })).status,
    ).toBe(403);
    expect((await fetch(one.downloadUrl)).status).toBe(401);

    expect(
      (await call(server, `/youtubereporting/v1/jobs/${job.id}`, token(maya), { method: 'DELETE' })).json,
    ).toEqual({});
    expect((await call(server, `/youtubereporting/v1/jobs/${job.id}`, token(maya))).status).toBe(404);
    const replacement = await call(server, '/youtubereporting/v1/jobs', token(maya), {
      method: 'POST',
      body: { reportTypeId: 'channel_reach_basic_a1', name: 'again' },
    });
    expect(replacement.status).toBe(200);
  });

  it('keeps jobs and packaging changes across a restart', async () => {
    const control = server.sandbox.control;
    control.editVideo(CACIO, { title: 'Edited in Studio' });
    const jobs = control.listReportingJobs();
    await server.close();
    server = await startTestSandbox({ ...LONG_TTL, dataDir: dirs[0] });
    expect(server.sandbox.control.listReportingJobs()).toEqual(jobs);
    expect(server.sandbox.control.getPackagingChanges(CACIO).map((c) => c.value)).toEqual([
      'Edited in Studio',
    ]);
  });
});
