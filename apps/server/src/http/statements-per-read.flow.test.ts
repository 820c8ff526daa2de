// How many SQL statements a signed-in read costs: the session and its user, channel ownership, the data.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../test/browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('statements per signed-in read', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  const statements: string[] = [];
  const originalQuery = pg.Client.prototype.query;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      statements.push(typeof first === 'string' ? first : first.text);
      return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof originalQuery;
  });
  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await t?.close();
  });

  async function count(url: string) {
    await browser.get(url); // the first read may refresh the session's last-seen time
    statements.length = 0;
    const res = await browser.get(url);
    expect(res.statusCode).toBe(200);
    return [...statements];
  }

  // The session is remembered (session-cache.ts). On PostgreSQL only once this process hears the others' changes,
  // which starts just after the app.
  const sessionLookup = /from "sessions" inner join "users"/;

  /** Reads until a read costs no session lookup (at once when embedded). */
  async function untilSessionRemembered() {
    const deadline = Date.now() + 10_000;
    while ((await count('/api/auth/me')).some((text) => sessionLookup.test(text))) {
      if (Date.now() > deadline) throw new Error('the session was never remembered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('GET /api/youtube-connections: the connections (the session is remembered)', async () => {
    await untilSessionRemembered();
    const seen = await count('/api/youtube-connections');
    const expected = [/from "youtube_connections"/];
    expect(seen).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(seen[i]).toMatch(pattern));
  });

  it('GET /api/user/channel-videos: the channel with its latest sync run, then the videos', async () => {
    await untilSessionRemembered();
    const seen = await count('/api/user/channel-videos?limit=50');
    const expected = [
      /\(select "job_runs"\."status" from "job_runs".*\) as "latest_run_status" from "youtube_connections"/,
      /from "videos"/,
    ];
    expect(seen).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(seen[i]).toMatch(pattern));
  });

  it('looks the session up again once it has ended: a signed-out cookie is refused at once', async () => {
    await browser.get('/api/youtube-connections');
    const cookie = browser.cookieHeader;
    statements.length = 0;
    expect((await browser.send('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
    const res = await t.app.inject({ method: 'GET', url: '/api/youtube-connections', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    expect(statements.some((text) => sessionLookup.test(text))).toBe(true);
  });
});
