// Every place a return path enters (sign-in `returnTo` and the legacy `state`, channel connect and reauth,
// the web's own check) refuses the whole corpus, and a flow stored under an older rule still lands on-site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, parseReturnPath } from '@vidcraft/contracts';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { safeReturnPath } from '../../../web/src/lib/return-path.ts';
import { TestBrowser } from '../browser.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-app.ts';
import { OPEN_REDIRECT_PAYLOADS, SAFE_RETURN_PATHS } from './open-redirect-corpus.ts';

/** Where a browser on the app's origin would end up following `location`. */
const landsOn = (location: string) => new URL(location, TEST_PUBLIC_URL).origin;

describe('open redirects: the return-path validator', () => {
  it('has a corpus of at least 60 distinct payloads', () => {
    expect(new Set(OPEN_REDIRECT_PAYLOADS).size).toBeGreaterThanOrEqual(60);
  });

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'refuses %s (server and web)',
    (_label, payload) => {
      expect(parseReturnPath(payload)).toBeNull();
      expect(safeReturnPath(payload)).toBeNull();
    },
  );

  it('keeps real paths on this site, normalized', () => {
    for (const [input, normalized] of SAFE_RETURN_PATHS) {
      expect(parseReturnPath(input)).toBe(normalized);
      expect(landsOn(normalized)).toBe(TEST_PUBLIC_URL);
    }
  });
});

describe('open redirects: every route that takes a return path', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
  });
  afterAll(() => t.close());

  const stateRows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('oauth_states')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sign-in start refuses each payload as returnTo and as state, in the app error shape', async () => {
    const before = await stateRows();
    let tried = 0;
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      for (const name of ['returnTo', 'state']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/auth/google?${new URLSearchParams({ [name]: payload })}`,
        });
        tried += 1;
        expect(res.statusCode, `${name}=${JSON.stringify(payload)}`).toBe(400);
        const body = ErrorBody.parse(res.json());
        expect(body.error).toBe('VALIDATION');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(tried).toBe(OPEN_REDIRECT_PAYLOADS.length * 2);
    // Refused before Google is asked: no sign-in flow was stored for any of them.
    expect(await stateRows()).toBe(before);
  });

  it('channel connect and reauth refuse each payload', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    for (const path of ['/api/auth/youtube/connect', '/api/youtube/reauth']) {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const res = await browser.send('POST', path, { returnTo: payload });
        expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
        expect(ErrorBody.parse(res.json()).error).toBe('VALIDATION');
      }
      // The same routes accept a real path, so the refusals above are about the payloads.
      expect((await browser.send('POST', path, { returnTo: '/channels' })).statusCode).toBe(200);
    }
  });

  it('a sign-in completes to the normalized path, and a flow stored with an unsafe path lands on /dashboard', async () => {
    const browser = new TestBrowser(t.app);
    const done = await browser.signIn({ account: 'maya' }, '/a/./b/../channels');
    expect(done.headers.location).toBe('/a/channels');

    // A flow written before this rule (its return path stored raw) must still not leave the site.
    const start = await browser.get('/api/auth/google?returnTo=%2Fchannels');
    await t.database.db.updateTable('oauth_states').set({ return_to: '/\\evil.example' }).execute();
    const { redirect } = await walkConsent(start.headers.location as string, { account: 'maya' });
    const landed = await browser.followToApp(redirect);
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toBe('/dashboard');
    expect(landsOn(landed.headers.location as string)).toBe(TEST_PUBLIC_URL);
  });
});
