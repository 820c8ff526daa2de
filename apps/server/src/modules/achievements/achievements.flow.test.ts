// Achievements against the Google sandbox: a publish through the optimizer earns "first optimization
// published" on the publish's date; the channel's daily snapshot backs its subscriber and view milestones;
// reading changes nothing; announcing is idempotent and takes only ids this user earned.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { AchievementsResponse, ConnectionList, PublishResponse } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('achievements', () => {
  let t: TestApp<never>;
  let maya: TestBrowser;
  let priya: TestBrowser;
  let connectionId: string;

  const list = async (browser: TestBrowser) => {
    const res = await browser.get('/api/achievements');
    expect(res.statusCode, res.body).toBe(200);
    return AchievementsResponse.parse(res.json());
  };
  const announce = (browser: TestBrowser, achievementIds: string[]) =>
    browser.send('POST', '/api/achievements/announced', { achievementIds });
  const announcements = () =>
    t.database.db.selectFrom('achievement_announcements').selectAll().orderBy('achievement_id').execute();

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    maya = new TestBrowser(t.app);
    await maya.signIn({ account: 'maya' });
    await maya.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await waitForSync(maya);
    connectionId = ConnectionList.parse((await maya.get('/api/youtube-connections')).json()).connections[0]!
      .id;
    priya = new TestBrowser(t.app);
    await priya.signIn({ account: 'priya' });
  }, 120_000);
  afterAll(() => t.close());

  it('starts with nothing published: the first optimization is the next step', async () => {
    const before = await list(maya);
    const first = before.achievements.find((a) => a.id === 'firstOptimization-1')!;
    expect(first).toMatchObject({ earned: false, earnedAt: null, progress: { current: 0, target: 1 } });
    expect(before.streak).toEqual({ current: 0, best: 0 });
  });

  it('earns "first optimization published" by a publish through the optimizer, on the publish date', async () => {
    const videos = (await maya.get('/api/user/channel-videos?limit=1&type=long')).json() as {
      videos: { id: string; title: string }[];
    };
    const video = videos.videos[0]!;
    const res = await maya.send('PUT', `/api/videos/${video.id}`, {
      idempotencyKey: randomUUID(),
      fields: { title: `${video.title} — the full guide`.slice(0, 100) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { entry } = PublishResponse.parse(res.json());

    const after = await list(maya);
    const first = after.achievements.find((a) => a.id === 'firstOptimization-1')!;
    expect(first).toMatchObject({
      earned: true,
      earnedDateKind: 'event',
      announced: false,
      channel: null,
      progress: { current: 1, target: 1 },
      titleKey: 'items.firstOptimization.title',
    });
    const row = await t.database.db
      .selectFrom('publishes')
      .select(['completed_at'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(first.earnedAt).toBe(row.completed_at!.toISOString());
    expect(Date.parse(first.earnedAt!)).toBeGreaterThanOrEqual(Date.parse(entry.createdAt));
    // A published improvement this week starts the streak.
    expect(after.streak).toEqual({ current: 1, best: 1 });
    expect(after.achievements.find((a) => a.id === 'streak-2')).toMatchObject({
      earned: false,
      progress: { current: 1, target: 2 },
    });
  });

  it('names the channel on its subscriber and view milestones, from the daily snapshot', async () => {
    const { achievements } = await list(maya);
    const channelOnes = achievements.filter((a) => a.group === 'channel');
    expect(channelOnes.length).toBeGreaterThan(0);
    for (const a of channelOnes) {
      expect(a.channel).toEqual({ connectionId, title: expect.any(String) });
      expect(a.id.endsWith(`-${connectionId}`)).toBe(true);
    }
    const snapshot = await t.database.db
      .selectFrom('channel_stats_daily')
      .selectAll()
      .where('connection_id', '=', connectionId)
      .executeTakeFirst();
    // Sync wrote today's snapshot; Kitchen Atlas was already far above 100 subscribers when Vidcraft first read
    // it, so the milestone is dated by that first snapshot and marked "seen", not "event".
    expect(Number(snapshot?.subscriber_count)).toBeGreaterThanOrEqual(100);
    const first = channelOnes.find((a) => a.id === `subscribers-100-${connectionId}`)!;
    expect(first).toMatchObject({ earned: true, earnedDateKind: 'seen', announced: false });
    expect(first.earnedAt!.slice(0, 10)).toBe(snapshot!.day);
    const next = channelOnes.find((a) => a.family === 'subscribers' && !a.earned)!;
    expect(next.progress.current).toBe(Number(snapshot!.subscriber_count));
  });

  it('reads without writing; announcing is idempotent and keeps the first time', async () => {
    const probe = await announcements();
    await list(maya);
    await list(maya);
    expect(await announcements()).toEqual(probe);

    const first = await announce(maya, ['firstOptimization-1', 'firstOptimization-1']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ announced: ['firstOptimization-1'] });
    const marked = await announcements();
    expect(marked.map((r) => r.achievement_id)).toEqual(['firstOptimization-1']);

    const again = await announce(maya, ['firstOptimization-1']);
    expect(again.statusCode).toBe(200);
    expect(await announcements()).toEqual(marked);
    const { achievements } = await list(maya);
    expect(achievements.find((a) => a.id === 'firstOptimization-1')!.announced).toBe(true);
    expect(achievements.filter((a) => !a.earned).every((a) => !a.announced)).toBe(true);
  });

  it('refuses ids the user has not earned, and another user’s, marking nothing', async () => {
    const before = await announcements();
    const notYet = await announce(maya, ['firstOptimization-1', 'highScore-100']);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ error: 'NOT_FOUND' });

    // Priya has published nothing and has no channel: Maya's ids are not hers.
    const { achievements } = await list(maya);
    const mayaChannelId = achievements.find((a) => a.channel && a.earned)?.id;
    for (const ids of [['firstOptimization-1'], ...(mayaChannelId ? [[mayaChannelId]] : [])]) {
      const res = await announce(priya, ids);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await list(priya)).achievements.filter((a) => a.earned)).toEqual([]);

    const malformed = await announce(maya, ['../../etc']);
    expect(malformed.statusCode).toBe(400);
    expect(await announcements()).toEqual(before);
  });

  it('answers only a signed-in user', async () => {
    const anonymous = new TestBrowser(t.app);
    expect((await anonymous.get('/api/achievements')).statusCode).toBe(401);
  });
});
