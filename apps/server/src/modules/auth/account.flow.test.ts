import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { AuthStatus, UserProfile } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('the user account', () => {
  let t: TestApp<never>;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
  });
  afterAll(() => t.close());

  it('reads and updates the profile', async () => {
    const profile = UserProfile.parse((await browser.get('/api/user/profile')).json());
    expect(profile).toMatchObject({
      email: 'maya.chen@example.com',
      name: 'Maya Chen',
      connectedChannels: 1,
    });
    const updated = UserProfile.parse(
      (
        await browser.send('PUT', '/api/user/profile', { name: '  Maya C.  ', preferredLanguage: 'ar' })
      ).json(),
    );
    expect(updated).toMatchObject({ name: 'Maya C.', preferredLanguage: 'ar' });
    const invalid = await browser.send('PUT', '/api/user/profile', { preferredLanguage: 'xx' });
    expect(invalid.statusCode).toBe(400);
    expect((await browser.send('PUT', '/api/user/profile', { name: '' })).statusCode).toBe(400);
    // PostgreSQL text cannot hold NUL: refused as invalid input, never a server error.
    const withNul = await browser.send('PUT', '/api/user/profile', { name: 'a\u0000b' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ error: 'VALIDATION' });
  });

  it('deletes the account on request: grants revoked at Google, every row gone, signed out', async () => {
    const control = t.sandbox!.sandbox.control;
    const me = (await browser.get('/api/auth/me')).json() as { id: string };
    const res = await browser.send('DELETE', '/api/user');
    expect(res.statusCode).toBe(200);
    expect(browser.cookies.has('vc_session')).toBe(false);
    expect(AuthStatus.parse((await browser.get('/api/auth/status')).json()).isAuthenticated).toBe(false);
    expect(control.listGrants({ channelId: CHANNEL_IDS.kitchenAtlas }).every((g) => g.revokedAtMs)).toBe(
      true,
    );
    expect(control.listGrants({ accountEmail: 'maya.chen@example.com' }).every((g) => g.revokedAtMs)).toBe(
      true,
    );
    const db = t.database.db;
    expect(await db.selectFrom('users').select('id').where('id', '=', me.id).execute()).toHaveLength(0);
    expect(
      await db.selectFrom('youtube_connections').select('id').where('user_id', '=', me.id).execute(),
    ).toHaveLength(0);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', me.id).execute()).toHaveLength(
      0,
    );
  });
});
