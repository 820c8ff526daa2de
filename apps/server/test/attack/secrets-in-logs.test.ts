// Sign-in secrets stay out of the logs: a whole sign-in through the sandbox, with the app's real logger
// (createLogger) writing to a captured stream, leaves the authorization code, the OAuth state, the cookies
// and Google's tokens out of every line, while the request lines still name the paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { createLogger } from '../../src/logger.ts';
import { SIGN_IN_CALLBACK_PATH } from '../../src/modules/auth/auth.service.ts';
import { containsGoogleToken, TestBrowser } from '../browser.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

describe('attack: secrets in request logs', () => {
  const lines: string[] = [];
  let t: TestApp<never>;
  beforeAll(async () => {
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    t = await createTestApp({ sandbox: true, realSessions: true, logger });
  });
  afterAll(() => t.close());

  it('logs the sign-in paths without the code, state, cookies or tokens', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.get('/api/auth/google?returnTo=%2Fchannels');
    expect(start.statusCode).toBe(302);
    const oauthCookie = browser.cookies.get('vc_oauth')!;
    const { redirect } = await walkConsent(start.headers.location as string, { account: 'maya' });
    const code = redirect.searchParams.get('code')!;
    const state = redirect.searchParams.get('state')!;
    const done = await browser.followToApp(redirect);
    expect(done.statusCode).toBe(302);
    const session = browser.cookies.get('vc_session')!;
    // A signed-in request, so the session cookie travels in a request header too.
    expect((await browser.get('/api/auth/me')).statusCode).toBe(200);

    const secrets = { code, state, oauthCookie, session };
    for (const [name, value] of Object.entries(secrets)) {
      expect(value, name).toMatch(/.{16,}/);
    }
    const requestLines = lines.filter((line) => line.includes('"req":'));
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    expect(lines.some((line) => line.includes(`"url":"${SIGN_IN_CALLBACK_PATH}?`))).toBe(true);
    expect(lines.some((line) => line.includes('code=[redacted]') && line.includes('state=[redacted]'))).toBe(
      true,
    );
    for (const line of lines) {
      for (const [name, value] of Object.entries(secrets)) expect(line, name).not.toContain(value);
      expect(containsGoogleToken(line), line).toBe(false);
    }
  });
});
