// A title experiment against the Google sandbox, with the clock moved a day at a time: the preview spends
// nothing and states the cost; a read-only channel is refused before the start; a retried start makes one
// experiment; each day's swap reaches YouTube once; a restart of the job engine on the same day makes no
// second swap; days missed while no worker ran are made up by one swap; a swap whose worker died after
// YouTube took it is recorded, not sent again; stopping puts A back on YouTube.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ExperimentPreview, ExperimentView } from '@vidcraft/contracts';
import { buildApp } from '../../app.ts';
import { TestBrowser } from '../../../test/browser.ts';
import { SwapWorker } from '../../../test/swap-worker.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { quotaDay } from '../../integrations/google/quota-costs.ts';
import { gaussian, mulberry32 } from '../../../test/synthetic-days.ts';
import { addDays, assignDays, planRotation, rotationStart } from './rotation-plan.ts';

const DAY = 24 * 3_600_000;

describe('a title experiment through the sandbox', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    await waitForSync(browser);
  }, 120_000);
  afterAll(async () => {
    await swapWorker.stop();
    await t.close();
  });

  const swapWorker = new SwapWorker(
    () => t,
    () => new Date(clock),
  );

  const log = () => t.sandbox!.sandbox.control.requestLog({ limit: 5000 });
  const updates = () => log().filter((e) => e.method === 'youtube.videos.update').length;
  const titleOnYoutube = (id: string) => t.sandbox!.sandbox.control.getVideo(id)!.title;

  it('rotates daily, once a day, across restarts, and restores A', async () => {
    const list = (await browser.get('/api/user/channel-videos?limit=50&type=long')).json() as {
      videos: { id: string; title: string }[];
    };
    const video = list.videos[0]!;
    const original = titleOnYoutube(video.id);
    const rest = (id: string) => {
      const { description, tags, categoryId, defaultLanguage, defaultAudioLanguage } =
        t.sandbox!.sandbox.control.getVideo(id)!;
      return { description, tags, categoryId, defaultLanguage, defaultAudioLanguage };
    };
    const untouched = rest(video.id);
    const design = {
      videoId: video.id,
      kind: 'title' as const,
      titles: [`${original.slice(0, 80)} (tested)`],
      days: 14,
      swapHourUtc: 8,
      minimumEffect: 0.1,
    };

    // The preview spends nothing and says what the rotation costs: 14 swaps (13 + the restore) of 50 + 1.
    const before = log().length;
    const preview = await browser.send('POST', '/api/experiments/preview', design);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = ExperimentPreview.parse(preview.json());
    expect(p.quota.calls).toBe(14);
    expect(p.quota.units).toBe(14 * 51 + 1);
    expect(p.quota.breakdown).toEqual([
      { method: 'videos.list', calls: 15, units: 15 },
      { method: 'videos.update', calls: 14, units: 700 },
    ]);
    expect(p.calendar.map((d) => d.variant).join('')).toBe('ABABABABABABAB');
    expect(p.warnings).toContain('needsWriteAccess');
    expect(p.canStart).toBe(false);
    expect(log().length).toBe(before);

    // Read-only: refused before anything starts, with the permission to ask for.
    const refused = await browser.send('POST', '/api/experiments', {
      ...design,
      idempotencyKey: randomUUID(),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'AUTH_REQUIRED', details: { needsWriteAccess: true } });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });

    // A retried start makes one experiment; a second experiment on the video is refused.
    const key = randomUUID();
    const first = await browser.send('POST', '/api/experiments', { ...design, idempotencyKey: key });
    expect(first.statusCode, first.body).toBe(200);
    const again = await browser.send('POST', '/api/experiments', { ...design, idempotencyKey: key });
    const experiment = ExperimentView.parse(first.json());
    expect(ExperimentView.parse(again.json()).id).toBe(experiment.id);
    const other = await browser.send('POST', '/api/experiments', { ...design, idempotencyKey: randomUUID() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ details: { reason: 'alreadyRunning' } });
    expect(experiment.variants.map((v) => v.title)).toEqual([original, design.titles[0]]);
    expect(experiment.judgement.outcome).toBe('tooEarly');
    // Someone else's experiment is not found; a GET calls nothing on YouTube.
    const calls = log().length;
    const stranger = new TestBrowser(t.app);
    await stranger.signIn({ account: 'sam' });
    expect((await stranger.get(`/api/experiments/${experiment.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/experiments?videoId=${video.id}`)).statusCode).toBe(404);
    const stopByStranger = await stranger.send('POST', `/api/experiments/${experiment.id}/stop`, {});
    expect(stopByStranger.statusCode).toBe(404);
    expect((await browser.get(`/api/experiments?videoId=${video.id}`)).statusCode).toBe(200);
    expect(log().length).toBe(calls);

    await t.jobs.stop(2000);
    const startsAt = Date.parse(experiment.startsAt);
    const at = (day: number) => startsAt + day * DAY + 60_000;
    const variantTitle = (day: number) => (day % 2 === 0 ? original : design.titles[0]);

    // Day 0 is A, live already: nothing to send.
    clock = at(0);
    await swapWorker.restart();
    const base = updates();
    await swapWorker.runSwaps();
    expect(updates()).toBe(base);

    // Days 1 and 2: one swap each.
    for (const day of [1, 2]) {
      clock = at(day);
      await swapWorker.runSwaps();
      expect(updates()).toBe(base + day);
      expect(titleOnYoutube(video.id)).toBe(variantTitle(day));
    }

    // A restart on day 2, and the rotation runs again: no second swap.
    await swapWorker.restart();
    await swapWorker.runSwaps();
    await swapWorker.runSwaps();
    expect(updates()).toBe(base + 2);

    // No worker on days 3 and 4; on day 5 the missed swaps become one.
    clock = at(5);
    await swapWorker.restart();
    await swapWorker.runSwaps();
    expect(updates()).toBe(base + 3);
    expect(titleOnYoutube(video.id)).toBe(variantTitle(5));
    const swaps = await t.database.db
      .selectFrom('experiment_swaps')
      .selectAll()
      .where('experiment_id', '=', experiment.id)
      .orderBy('day_index')
      .execute();
    expect(swaps.slice(0, 5).map((s) => [s.day_index, s.status, s.called])).toEqual([
      [1, 'done', true],
      [2, 'done', true],
      [3, 'skipped', false],
      [4, 'skipped', false],
      [5, 'done', true],
    ]);

    // Day 6: a worker claimed the swap, YouTube took it, and the worker died before recording it.
    clock = at(6);
    const { connection_id } = await t.database.db
      .selectFrom('experiments')
      .innerJoin('videos', 'videos.id', 'experiments.video_id')
      .select('videos.connection_id')
      .where('experiments.id', '=', experiment.id)
      .executeTakeFirstOrThrow();
    const caller = swapWorker.services.tokens.caller(
      (await swapWorker.services.connectionsRepo.findById(connection_id))!,
    );
    const read = await swapWorker.services.youtube.videos(caller, [video.id], { parts: ['snippet'] });
    const current = read.notModified ? undefined : read.data.items![0]!;
    await swapWorker.services.youtube.updateSnippet(caller, video.id, {
      ...current!.snippet,
      title: variantTitle(6),
    });
    await t.database.db
      .updateTable('experiment_swaps')
      .set({ status: 'claimed', claimed_at: new Date(clock - 11 * 60_000) })
      .where('experiment_id', '=', experiment.id)
      .where('day_index', '=', 6)
      .execute();
    await swapWorker.restart();
    const beforeTakeover = updates();
    await swapWorker.runSwaps();
    expect(updates()).toBe(beforeTakeover);
    const day6 = await t.database.db
      .selectFrom('experiment_swaps')
      .selectAll()
      .where('experiment_id', '=', experiment.id)
      .where('day_index', '=', 6)
      .executeTakeFirstOrThrow();
    expect(day6).toMatchObject({ status: 'done', called: false });

    // Day 7 (B): a worker claimed the swap and died before calling YouTube. Once its claim runs out, the
    // swap is made, once.
    clock = at(7);
    await t.database.db
      .updateTable('experiment_swaps')
      .set({ status: 'claimed', claimed_at: new Date(clock) })
      .where('experiment_id', '=', experiment.id)
      .where('day_index', '=', 7)
      .execute();
    const beforeDay7 = updates();
    await swapWorker.runSwaps();
    expect(updates()).toBe(beforeDay7); // still claimed by the dead worker
    clock = at(7) + 11 * 60_000;
    await swapWorker.runSwaps();
    await swapWorker.runSwaps();
    expect(updates()).toBe(beforeDay7 + 1);
    expect(titleOnYoutube(video.id)).toBe(variantTitle(7));

    // Then the creator stops it, keeping A: A is back on YouTube.
    const app = await buildApp({
      config: t.config,
      logger: pino({ level: 'silent' }),
      database: t.database,
      jobs: swapWorker.engine!,
      services: swapWorker.services,
      google: t.google,
    });
    const worker = new TestBrowser(app);
    for (const [name, value] of browser.cookies) worker.cookies.set(name, value);
    const stopped = await worker.send('POST', `/api/experiments/${experiment.id}/stop`, { keep: 'A' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const ended = await eventually(async () => {
      const view = ExperimentView.parse((await worker.get(`/api/experiments/${experiment.id}`)).json());
      return view.status === 'stopped' ? view : undefined;
    }, 30_000);
    expect(titleOnYoutube(video.id)).toBe(original);
    // Only the title moved: the rest of the snippet is as it was.
    expect(rest(video.id)).toEqual(untouched);
    expect(ended.restore).toMatchObject({ variant: 'A', status: 'done' });
    expect(ended.calendar.filter((d) => d.swap?.status === 'cancelled').map((d) => d.dayIndex)).toEqual([
      8, 9, 10, 11, 12, 13,
    ]);
    // Stopping again answers the same; nothing more is sent.
    const sent = updates();
    const twice = await worker.send('POST', `/api/experiments/${experiment.id}/stop`, { keep: 'B' });
    expect(ExperimentView.parse(twice.json())).toMatchObject({ status: 'stopped', keep: 'A' });
    await swapWorker.runSwaps();
    expect(updates()).toBe(sent);
    await app.close();
  }, 240_000);

  it('judges from the days YouTube reported: a planted +30 % for B on a declining video is found', async () => {
    const list = (await browser.get('/api/user/channel-videos?limit=50&type=long')).json() as {
      videos: { id: string; title: string }[];
    };
    const youtubeId = list.videos[2]!.id;
    const video = await t.database.db
      .selectFrom('videos')
      .select(['id', 'user_id', 'title'])
      .where('youtube_video_id', '=', youtubeId)
      .executeTakeFirstOrThrow();
    // A 14-day experiment that ended two days ago, its swaps made a minute after each day began.
    const startsAt = rotationStart(new Date(Date.now() - 16 * DAY), 8);
    const plan = planRotation({ startsAt, days: 14, variants: 2 });
    const minute = 60_000;
    const row = await t.services.experimentsRepo.create(
      {
        user_id: video.user_id,
        video_id: video.id,
        kind: 'title',
        status: 'finished',
        swap_hour: 8,
        days: 14,
        minimum_effect: 0.1,
        starts_at: plan.startsAt,
        ends_at: plan.endsAt,
        ended_at: new Date(plan.endsAt.getTime() + minute),
        idempotency_key: randomUUID(),
      },
      [
        { position: 0, title: video.title, thumbnail_id: null, file_key: null },
        { position: 1, title: `${video.title.slice(0, 80)} (B)`, thumbnail_id: null, file_key: null },
      ],
      plan.swaps.map((s) => ({
        day_index: s.dayIndex,
        kind: s.kind,
        variant: s.variant,
        due_at: s.dueAt,
        status: 'done' as const,
        done_at: new Date(s.dueAt.getTime() + minute),
        called: true,
      })),
    );
    // What YouTube Analytics reported: ~400 views a day, falling 1.5 % a day, busier weekends, ±10 % noise,
    // and 30 % more on B's days.
    const random = mulberry32(17);
    const variantOf = new Map(
      assignDays(
        plan.swaps.map((s) => ({ at: new Date(s.dueAt.getTime() + minute), variant: s.variant })),
        { startsAt: plan.startsAt, endedAt: new Date(plan.endsAt.getTime() + minute) },
        addDays(quotaDay(plan.startsAt), -28),
        addDays(quotaDay(new Date()), -1),
      ).map((d) => [d.day, d.variant]),
    );
    const days = [...variantOf.keys()].map((day, i) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const views =
        400 *
        0.985 ** i *
        (weekday === 0 || weekday === 6 ? 1.3 : 1) *
        (variantOf.get(day) === 1 ? 1.3 : 1) *
        Math.exp(0.1 * gaussian(random));
      return { day, views: Math.round(views) };
    });
    await t.services.dailyMetrics.upsertVideoMetrics(video.id, days);

    const calls = t.sandbox!.sandbox.control.requestLog({ limit: 5000 }).length;
    const view = ExperimentView.parse((await browser.get(`/api/experiments/${row!.id}`)).json());
    expect(view.judgement).toMatchObject({ outcome: 'winner', winner: 'B', metric: 'views' });
    const b = view.judgement.comparisons[0]!;
    expect(b.low!).toBeGreaterThan(0);
    expect(b.low!).toBeLessThan(0.3);
    expect(b.high!).toBeGreaterThan(0.3);
    expect(view.judgement.weeklyTrend!).toBeLessThan(-0.05);
    expect(view.variants.map((v) => v.daysLive)).toEqual([7, 7]);
    // Reading it spent nothing on YouTube.
    expect(t.sandbox!.sandbox.control.requestLog({ limit: 5000 }).length).toBe(calls);
  });

  it('waits out an exhausted YouTube quota without failing the experiment', async () => {
    const list = (await browser.get('/api/user/channel-videos?limit=50&type=long')).json() as {
      videos: { id: string; title: string }[];
    };
    const youtubeId = list.videos[3]!.id;
    const { user_id: userId } = await t.database.db
      .selectFrom('videos')
      .select('user_id')
      .where('youtube_video_id', '=', youtubeId)
      .executeTakeFirstOrThrow();
    clock = Date.now();
    await swapWorker.restart();
    const started = await swapWorker.services.experiments.start(userId, {
      videoId: youtubeId,
      kind: 'title',
      titles: [`${titleOnYoutube(youtubeId).slice(0, 80)} (quota)`],
      days: 6,
      swapHourUtc: 8,
      minimumEffect: 0.1,
      idempotencyKey: randomUUID(),
    });
    const at = (day: number) => Date.parse(started.startsAt) + day * DAY + 60_000;
    const control = t.sandbox!.sandbox.control;
    const swap = (day: number) =>
      t.database.db
        .selectFrom('experiment_swaps')
        .selectAll()
        .where('experiment_id', '=', started.id)
        .where('day_index', '=', day)
        .executeTakeFirstOrThrow();

    // Day 1: YouTube refuses for the rest of its day; the swap waits, however often the rotation runs.
    clock = at(1);
    control.setQuotaUsed(10_000, t.services.oauth.clientId);
    for (let i = 0; i < 7; i++) await swapWorker.runSwaps();
    expect(await swap(1)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await swapWorker.services.experiments.get(userId, started.id)).status).toBe('running');

    // The next day the quota is back: day 2's swap (A, live already) is made; day 1's is recorded as missed.
    control.setQuotaUsed(0, t.services.oauth.clientId);
    clock = at(2);
    await swapWorker.runSwaps();
    expect(await swap(1)).toMatchObject({ status: 'skipped' });
    expect(await swap(2)).toMatchObject({ status: 'done', called: false });
    expect((await swapWorker.services.experiments.get(userId, started.id)).status).toBe('running');
  });
});
