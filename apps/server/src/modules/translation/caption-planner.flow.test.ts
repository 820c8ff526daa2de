// The caption quota planner over several days, through a restart. With a user's share of the daily quota that
// holds two caption uploads a day (and today only one more, after the caption track's download), five
// translated tracks are planned over three quota days; today's go out at once. Then the app stops, and a new
// app on the same database (as after a restart, with its clock moved a day at a time) sends the next day's
// two, then the last two — each on the day the plan said, none twice.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TranslationJob, type VideoDetails } from '@vidcraft/contracts';
import { JobEngine } from '../../jobs/job-engine.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import { JobRunsRepo } from '../../jobs/job-runs.repo.ts';
import { registerJobHandlers } from '../../job-handlers.ts';
import { retentionRules } from '../../server.ts';
import { createServices } from '../../services.ts';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { addDays, today } from './caption-plan.ts';
import { findMediaTools } from '../uploads/media/media-tools.ts';

const LANGUAGES = ['de', 'fr', 'es', 'it', 'nl'];
const DAY = 24 * 60 * 60 * 1000;

describe('the caption quota planner', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let restarted: JobEngine | null = null;

  beforeAll(async () => {
    // A share of 1,000 units a day: 900 after the headroom, room for two 400-unit inserts.
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      env: { YOUTUBE_USER_SHARE: '0.1' },
    });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
  }, 120_000);
  afterAll(async () => {
    await restarted?.stop(2000);
    await t.close();
  });

  it('spreads five tracks over three days and sends each day’s share, also after a restart', async () => {
    const list = (await browser.get('/api/user/channel-videos?limit=100&type=long')).json() as {
      videos: { id: string }[];
    };
    let video: VideoDetails | undefined;
    for (const { id } of list.videos) {
      const d = (await browser.get(`/api/videos/${id}/details`)).json() as VideoDetails;
      if (d.hasCaptions && d.defaultLanguage === 'en') {
        video = d;
        break;
      }
    }
    expect(video).toBeDefined();

    const started = await browser.send('POST', '/api/translate-video', {
      idempotencyKey: randomUUID(),
      videoIds: [video!.id],
      languages: LANGUAGES,
      metadata: false,
      captions: { source: 'engine' },
      engine: 'pseudo',
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = (started.json() as { jobs: { id: string }[] }).jobs[0]!.id;
    const job = async () =>
      TranslationJob.parse((await browser.get(`/api/translation-results/${jobId}`)).json());
    const translated = await eventually(async () => {
      const current = await job();
      return current.status === 'done' ? current : undefined;
    }, 60_000);
    for (const { language } of translated.languages) {
      const approved = await browser.send(
        'POST',
        `/api/translation-results/${jobId}/languages/${language}/review`,
        { decision: 'approve' },
      );
      expect(approved.statusCode, approved.body).toBe(200);
    }

    const day1 = today();
    const planned = await browser.send('POST', `/api/translation-results/${jobId}/publish-attempts`, {
      idempotencyKey: randomUUID(),
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const planByLanguage = new Map((await job()).languages.map((l) => [l.language, l.caption!.plannedDay!]));
    const plan = [...planByLanguage.values()];
    expect(plan.toSorted()).toEqual([
      day1,
      addDays(day1, 1),
      addDays(day1, 1),
      addDays(day1, 2),
      addDays(day1, 2),
    ]);
    const dueBy = (offset: number) => plan.filter((day) => day <= addDays(day1, offset)).length;
    const published = async () =>
      (await job()).languages.filter((l) => l.caption?.status === 'published').map((l) => l.language);
    const inserts = () =>
      t
        .sandbox!.sandbox.control.requestLog({ limit: 1000 })
        .filter((e) => e.method === 'youtube.captions.insert').length;

    // Today's go out at once.
    await eventually(async () => ((await published()).length === dueBy(0) ? true : undefined), 30_000);
    expect(inserts()).toBe(dueBy(0));

    // The app stops. A new one on the same database takes over, its clock a day later.
    await t.jobs.stop(2000);
    let offsetDays = 1;
    const clock = () => new Date(Date.now() + offsetDays * DAY);
    const registry = new JobRegistry();
    restarted = new JobEngine({
      database: t.database,
      logger: pino({ level: 'silent' }),
      registry,
      concurrency: 1,
      schedules: {},
      pollingIntervalSeconds: 0.5,
    });
    const services = createServices({
      config: t.config,
      database: t.database,
      google: t.google,
      jobs: restarted,
      now: clock,
      mediaTools: await findMediaTools(),
    });
    registerJobHandlers(registry, { db: t.database.db, services, retention: retentionRules() });
    await restarted.start();

    for (const expected of [dueBy(1), dueBy(2)]) {
      const run = await restarted.enqueue('send-planned-captions', {}, { key: 'send-planned-captions' });
      const finished = await eventually(async () => {
        const current = await new JobRunsRepo(t.database.db).find(run.id);
        return current && ['succeeded', 'failed'].includes(current.status) ? current : undefined;
      }, 30_000);
      expect(finished.status).toBe('succeeded');
      const sent = await published();
      expect(sent).toHaveLength(expected);
      // Exactly the tracks planned up to this day, each sent once.
      const due = [...planByLanguage].filter(([, day]) => day <= addDays(day1, offsetDays)).map(([l]) => l);
      expect(sent.toSorted()).toEqual(due.toSorted());
      expect(inserts()).toBe(expected);
      offsetDays += 1;
    }
    const attempts = (await browser.get(`/api/translation-results/${jobId}/publish-attempts`)).json() as {
      attempts: { kind: string; status: string }[];
    };
    expect(attempts.attempts.find((a) => a.kind === 'caption')?.status).toBe('succeeded');
  }, 180_000);
});
