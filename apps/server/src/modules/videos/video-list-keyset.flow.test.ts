// The video list's keyset pages: every video exactly once in every sort and filter, while videos arrive
// during the paging; backwards pages; hostile tokens refused; and each order read from its own index (no sort
// of the channel), so the last page costs what the first does.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ChannelVideosResponse } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { waitForSync } from '../../../test/sync-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { VideoSort } from './video-list-cursor.ts';
import { keysetClauses } from './video-list-keysets.repo.ts';

const SORTS: VideoSort[] = ['newest', 'oldest', 'views', 'score'];

describe('video list keyset pagination', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  let connectionId: string;

  const list = async (query: string) => {
    const response = await browser.get(`/api/user/channel-videos?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ChannelVideosResponse.parse(response.json());
  };

  /** Walks the pages by their tokens; `between` runs after each page. */
  const walk = async (query: string, between: (page: number) => Promise<void> = async () => {}) => {
    const ids: string[] = [];
    const totals = new Set<number>();
    let token: string | null = null;
    for (let page = 1; page < 100; page++) {
      const answer = await list(`${query}${token ? `&pageToken=${token}` : ''}`);
      expect(answer.page).toBe(page);
      ids.push(...answer.videos.map((video) => video.id));
      totals.add(answer.total);
      token = answer.nextPageToken;
      expect(answer.hasMore).toBe(token !== null);
      if (!token) return { ids, totals };
      await between(page);
    }
    throw new Error('the pages never ended');
  };

  /** Adds `count` copies of synced videos with fresh ids, alternately far before and far after them. */
  const addVideos = async (count: number, tag: string) => {
    await sql`
      insert into videos (youtube_video_id, user_id, connection_id, title, published_at, view_count,
        fetched_at, privacy_status, is_short, has_captions)
      select substr(md5(youtube_video_id || ${tag}), 1, 11), user_id, connection_id, title || ' (new)',
        published_at + make_interval(days => n * 300 * (n % 2 * 2 - 1)),
        greatest(0, coalesce(view_count, 0) + n * 100000 * (n % 2 * 2 - 1)), fetched_at, privacy_status,
        is_short, has_captions
      from (select *, (row_number() over (order by youtube_video_id))::int as n from videos
        where connection_id = ${connectionId} and removed_at is null and title not like '% (new)') v
      order by n limit ${count}`.execute(t.database.db);
  };

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    expect((await waitForSync(browser)).status).toBe('succeeded');
    connectionId = (await list('limit=1')).connectionId;
  });
  afterAll(() => t.close());

  it.each(SORTS)(
    'pages through every video once in the %s order, the same order as one page',
    async (sort) => {
      const whole = await list(`limit=100&sort=${sort}`);
      expect(whole.videos.length).toBeGreaterThan(20);
      expect(whole.nextPageToken).toBeNull();
      const { ids, totals } = await walk(`limit=7&sort=${sort}`);
      expect(ids).toEqual(whole.videos.map((video) => video.id));
      expect([...totals]).toEqual([whole.total]);
    },
  );

  it('keeps the filters on every page', async () => {
    const whole = await list('limit=100&type=long&sort=score');
    expect(whole.videos.length).toBeGreaterThan(5);
    expect(whole.videos.length).toBeLessThan(whole.total + 1);
    const { ids } = await walk('limit=4&type=long&sort=score');
    expect(ids).toEqual(whole.videos.map((video) => video.id));
  });

  it('returns every video there was exactly once while videos are added during the paging', async () => {
    for (const sort of SORTS) {
      const before = (await list(`limit=100&sort=${sort}`)).videos.map((video) => video.id);
      let round = 0;
      const { ids } = await walk(`limit=9&sort=${sort}`, async () => addVideos(3, `${sort}:${round++}`));
      expect(round).toBeGreaterThan(3);
      expect(new Set(ids).size).toBe(ids.length);
      // Some of the added videos sort after the cursor and are met on later pages.
      expect(ids.length, sort).toBeGreaterThan(before.length);
      expect(ids.filter((id) => before.includes(id)).sort()).toEqual([...before].sort());
      await sql`delete from videos where title like '% (new)'`.execute(t.database.db);
    }
  });

  it('goes back a page with the previous-page token', async () => {
    const first = await list('limit=5&sort=views');
    const second = await list(`limit=5&sort=views&pageToken=${first.nextPageToken}`);
    const third = await list(`limit=5&sort=views&pageToken=${second.nextPageToken}`);
    expect(first.prevPageToken).toBeNull();
    const back = await list(`limit=5&sort=views&pageType=prev&pageToken=${third.prevPageToken}`);
    expect(back.page).toBe(2);
    expect(back.videos.map((video) => video.id)).toEqual(second.videos.map((video) => video.id));
    const start = await list(`limit=5&sort=views&pageType=prev&pageToken=${back.prevPageToken}`);
    expect(start.videos.map((video) => video.id)).toEqual(first.videos.map((video) => video.id));
    expect(start.prevPageToken).toBeNull();
  });

  it('refuses a token that is not one of its answers, or one made for another sort', async () => {
    const first = await list('limit=5&sort=views');
    const forged = [
      Buffer.from(JSON.stringify(['views', ["1'; drop table videos; --", 'abc'], 2, 10])).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify(['views', ['1', 'abc'], -1, 10])).toString('base64url'),
      Buffer.from('not json').toString('base64url'),
      first.nextPageToken!,
    ];
    for (const [index, token] of forged.entries()) {
      const sort = index === 3 ? 'newest' : 'views';
      const response = await browser.get(`/api/user/channel-videos?limit=5&sort=${sort}&pageToken=${token}`);
      expect(response.statusCode, token).toBe(400);
    }
    expect((await list('limit=100')).videos.length).toBeGreaterThan(20);
  });

  it.each(SORTS)('reads a %s page from its index, with no sort of the channel', async (sort) => {
    const keys =
      sort === 'score'
        ? ['50', '-10', 'abc']
        : sort === 'views'
          ? ['10', 'abc']
          : ['2020-01-01 00:00:00+00', 'abc'];
    for (const forward of [true, false]) {
      const { after, orderBy } = keysetClauses(sort, keys, forward);
      const plan = await t.database.db.transaction().execute(async (trx) => {
        // Too few rows for the planner to prefer an index on its own: forbid the alternatives.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select * from videos
          where connection_id = ${connectionId} and removed_at is null and ${after!}
          order by ${orderBy} limit 51`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain(`videos_list_${sort === 'oldest' ? 'newest' : sort}`);
      expect(plan).not.toMatch(/\bSort\b/);
      expect(plan).toMatch(/Index Cond:.*youtube_video_id/);
    }
  });
});
