// Exactly-once publishing: requests that carry the same idempotency key write to YouTube once, whether they
// arrive together (a double click, a client retrying on a timeout) or after the first one's owner died. The
// sandbox's `slow` fault holds the one videos.update open for 2 s so the others arrive while it is in flight.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ErrorBody, PublishResponse, type HistoryEntry } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { PublishService } from './publish.service.ts';

const UPDATE = 'youtube.videos.update';

describe('a publish with one idempotency key writes to YouTube once', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let userId: string;
  const unused: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    userId = ((await browser.get('/api/auth/me')).json() as { id: string }).id;
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(browser);
    const list = (await browser.get('/api/user/channel-videos?limit=24&type=long')).json() as {
      videos: { id: string }[];
    };
    unused.push(...list.videos.map((v) => v.id));
    expect(unused.length).toBeGreaterThanOrEqual(8);
  }, 120_000);
  afterAll(() => t.close());

  const control = () => t.sandbox!.sandbox.control;
  /** Each case takes its own video, so its history and its YouTube writes are its own. */
  const nextVideo = () => unused.shift()!;
  const mark = () => control().requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
  const updatesSince = (seq: number) => control().requestLog({ sinceSeq: seq, method: UPDATE }).length;
  const slowUpdate = () => control().injectFault({ method: UPDATE, fault: 'slow', delayMs: 2000 });
  /** The slow fault is taken when the update reaches YouTube: from then on it is in flight. */
  const updateInFlight = () => eventually(async () => control().listFaults().length === 0);
  const historyOf = async (videoId: string) =>
    (
      (await browser.get(`/api/optimization-history?videoId=${videoId}&limit=100`)).json() as {
        entries: HistoryEntry[];
      }
    ).entries;
  const publish = (videoId: string, key: string, title: string) =>
    browser.send('PUT', `/api/videos/${videoId}`, { idempotencyKey: key, fields: { title } });
  const revert = (entryId: string, key: string) =>
    browser.send('POST', '/api/optimization-history', { revertOf: entryId, idempotencyKey: key });

  /** Ten requests that overlap: five at once, five more while the first one's update is in flight. */
  async function tenOverlapping(send: () => ReturnType<typeof publish>) {
    const early = Array.from({ length: 5 }, send);
    await updateInFlight();
    const late = Array.from({ length: 5 }, send);
    return Promise.all([...early, ...late]);
  }

  /** One answer wrote, every other one replayed it or said it is still in progress; none failed otherwise. */
  function expectOneOutcome(responses: Awaited<ReturnType<typeof publish>>[]) {
    expect(responses.length).toBeGreaterThan(1);
    const published = responses
      .filter((r) => r.statusCode === 200)
      .map((r) => PublishResponse.parse(r.json()));
    const waiting = responses.filter((r) => r.statusCode !== 200).map((r) => ErrorBody.parse(r.json()));
    for (const error of waiting)
      expect(error).toMatchObject({ error: 'CONFLICT', details: { reason: 'inProgress' } });
    expect(published.filter((p) => !p.replayed)).toHaveLength(1);
    expect(new Set(published.map((p) => p.entry.id)).size).toBe(1);
    for (const p of published) expect(p.entry.status).toBe('succeeded');
    return published[0]!;
  }

  it('10 overlapping publishes with the same key: one videos.update, one history entry', async () => {
    const videoId = nextVideo();
    const key = randomUUID();
    const seq = mark();
    slowUpdate();
    const responses = await tenOverlapping(() => publish(videoId, key, 'One write for ten clicks'));
    const result = expectOneOutcome(responses);
    expect(result.video.title).toBe('One write for ten clicks');
    expect(updatesSince(seq)).toBe(1);
    expect(await historyOf(videoId)).toHaveLength(1);
  });

  it('a retry 600 ms into the first publish waits for it and replays its outcome', async () => {
    const videoId = nextVideo();
    const key = randomUUID();
    const seq = mark();
    slowUpdate();
    const first = publish(videoId, key, 'Retried while in flight');
    await updateInFlight();
    const second = await publish(videoId, key, 'Retried while in flight');
    expectOneOutcome([await first, second]);
    expect(PublishResponse.parse(second.json()).replayed).toBe(true);
    expect(updatesSince(seq)).toBe(1);
    expect(await historyOf(videoId)).toHaveLength(1);
  });

  it('10 overlapping reverts with the same key: one videos.update, one revert entry', async () => {
    const videoId = nextVideo();
    const published = PublishResponse.parse((await publish(videoId, randomUUID(), 'To be reverted')).json());
    const key = randomUUID();
    const seq = mark();
    slowUpdate();
    const responses = await tenOverlapping(() => revert(published.entry.id, key));
    const result = expectOneOutcome(responses);
    expect(result.entry).toMatchObject({ kind: 'revert', revertsId: published.entry.id });
    expect(updatesSince(seq)).toBe(1);
    expect((await historyOf(videoId)).filter((e) => e.kind === 'revert')).toHaveLength(1);
  });

  it('a revert retried while the first is in flight does not write twice', async () => {
    const videoId = nextVideo();
    const published = PublishResponse.parse((await publish(videoId, randomUUID(), 'Reverted once')).json());
    const key = randomUUID();
    const seq = mark();
    slowUpdate();
    const first = revert(published.entry.id, key);
    await updateInFlight();
    const second = await revert(published.entry.id, key);
    expectOneOutcome([await first, second]);
    expect(updatesSince(seq)).toBe(1);
    expect((await historyOf(videoId)).filter((e) => e.kind === 'revert')).toHaveLength(1);
  });

  it('a request that waits too long answers CONFLICT inProgress, and still nothing is sent twice', async () => {
    const impatient = new PublishService({
      videos: t.services.videos,
      videosRepo: t.services.videosRepo,
      publishes: t.services.publishesRepo,
      suggestions: t.services.suggestionsRepo,
      tokens: t.services.tokens,
      youtube: t.services.youtube,
      claims: { waitMs: 300 },
    });
    const videoId = nextVideo();
    const key = randomUUID();
    const seq = mark();
    slowUpdate();
    const first = publish(videoId, key, 'Patience');
    await updateInFlight();
    const error = await impatient
      .publish(userId, videoId, { idempotencyKey: key, fields: { title: 'Patience' }, overwrite: false })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONFLICT', details: { reason: 'inProgress' } });
    expect((await first).statusCode).toBe(200);
    expect(updatesSince(seq)).toBe(1);
  });

  describe('a pending entry whose owner died', () => {
    /** What a process killed mid-publish leaves: a pending entry with the intended values, its lease run out. */
    async function orphan(videoId: string, title: string) {
      const video = await t.database.db
        .selectFrom('videos')
        .select(['id', 'title'])
        .where('youtube_video_id', '=', videoId)
        .executeTakeFirstOrThrow();
      const key = randomUUID();
      await t.database.db
        .insertInto('publishes')
        .values({
          user_id: userId,
          video_id: video.id,
          idempotency_key: key,
          kind: 'publish',
          status: 'pending',
          before: JSON.stringify({ title: video.title }),
          after: JSON.stringify({ title }),
          changed_fields: ['title'],
          claim_owner: randomUUID(),
          claimed_until: new Date(Date.now() - 1000),
        })
        .execute();
      return key;
    }

    it('is completed without sending when YouTube already has the intended values', async () => {
      const videoId = nextVideo();
      const key = await orphan(videoId, 'Sent before the crash');
      control().editVideo(videoId, { title: 'Sent before the crash' }); // the update went through
      const seq = mark();
      const res = await publish(videoId, key, 'Sent before the crash');
      expect(res.statusCode, res.body).toBe(200);
      expect(PublishResponse.parse(res.json()).entry.status).toBe('succeeded');
      expect(updatesSince(seq)).toBe(0);
      expect(await historyOf(videoId)).toHaveLength(1);
    });

    it('is sent once when YouTube does not have them, even with two reconcilers at once', async () => {
      const videoId = nextVideo();
      const key = await orphan(videoId, 'Never reached YouTube');
      const seq = mark();
      slowUpdate();
      const responses = await Promise.all([
        publish(videoId, key, 'Never reached YouTube'),
        publish(videoId, key, 'Never reached YouTube'),
      ]);
      expectOneOutcome(responses);
      expect(updatesSince(seq)).toBe(1);
      expect(await historyOf(videoId)).toHaveLength(1);
    });
  });
});
