// A thumbnail experiment against the Google sandbox: the current thumbnail is kept as A at the start, a
// thumbnail kept in the studio is B, each day's swap is one thumbnails.set, and stopping sets A's image again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ExperimentPreview, ExperimentView } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { SwapWorker } from '../../../test/swap-worker.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const DAY = 24 * 3_600_000;

describe('a thumbnail experiment through the sandbox', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let clock = Date.now();

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
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

  it('swaps the thumbnail once a day and puts the original back', async () => {
    const list = (await browser.get('/api/user/channel-videos?limit=50&type=long')).json() as {
      videos: { id: string }[];
    };
    const videoId = list.videos[1]!.id;
    const kept = await browser.send('POST', '/api/thumbnails', {
      design: {
        background: { kind: 'preset', preset: 'gradient', colors: ['#aa3300', '#110022'] },
        layers: [{ text: 'Variant B', placement: 'top-left' }],
      },
      videoId,
      idempotencyKey: randomUUID(),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const design = {
      videoId,
      kind: 'thumbnail' as const,
      thumbnailIds: [(kept.json() as { id: string }).id],
      days: 4,
    };

    const preview = ExperimentPreview.parse(
      (await browser.send('POST', '/api/experiments/preview', design)).json(),
    );
    // Three swaps (B, A, B) and the restore of A, 50 units each, plus the one read that keeps A's image.
    expect(preview.quota).toMatchObject({ calls: 4, units: 201, unitsPerSwap: 50 });

    // Someone else's kept thumbnail is not found.
    const foreign = await browser.send('POST', '/api/experiments/preview', {
      ...design,
      thumbnailIds: [randomUUID()],
    });
    expect(foreign.statusCode).toBe(404);

    const started = await browser.send('POST', '/api/experiments', {
      ...design,
      idempotencyKey: randomUUID(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const experiment = ExperimentView.parse(started.json());
    expect(experiment.variants.map((v) => v.label)).toEqual(['A', 'B']);

    await t.jobs.stop(2000);
    const at = (day: number) => Date.parse(experiment.startsAt) + day * DAY + 60_000;
    const log = () => t.sandbox!.sandbox.control.requestLog({ limit: 5000 });
    const sets = () => log().filter((e) => e.method === 'youtube.thumbnails.set').length;
    const fingerprints = () =>
      t
        .sandbox!.sandbox.control.getPackagingChanges(videoId)
        .filter((c) => c.field === 'thumbnail')
        .map((c) => c.value);
    const before = sets();

    clock = at(1);
    await swapWorker.restart();
    await swapWorker.runSwaps();
    await swapWorker.runSwaps();
    expect(sets()).toBe(before + 1);
    clock = at(2);
    await swapWorker.restart(); // a restart on the day: still one swap
    await swapWorker.runSwaps();
    await swapWorker.runSwaps();
    expect(sets()).toBe(before + 2);

    const { user_id: userId } = await t.database.db
      .selectFrom('experiments')
      .select('user_id')
      .executeTakeFirstOrThrow();
    const stopped = await swapWorker.services.experiments.stop(userId, experiment.id, 'A');
    expect(stopped.stoppedAt).not.toBeNull();
    // Day 2 is A already: the restore needs no call.
    await swapWorker.runSwaps();
    const ended = await swapWorker.services.experiments.get(userId, experiment.id);
    expect(ended).toMatchObject({ status: 'stopped', liveVariant: 'A', restore: { status: 'done' } });
    expect(sets()).toBe(before + 2);
    // B, then A's kept image: two distinct images, A's being what the video had.
    const [b, a] = fingerprints().slice(-2);
    expect(b).not.toBe(a);
  }, 240_000);
});
