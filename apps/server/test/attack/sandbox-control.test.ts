// The sandbox mounted in the app (the default deployment) keeps its control plane to callers on this machine
// or with the control token: an anonymous remote caller cannot list who signed in, another site's page cannot
// change settings with a text/plain form post, and /sandbox is not part of the product's OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { createTestApp, type TestApp } from '../test-app.ts';
import { freePort } from '../free-port.ts';

const REMOTE = '203.0.113.7';

describe('attack: the mounted sandbox control plane', () => {
  let t: TestApp<never>;
  let base: string;
  beforeAll(async () => {
    // The sign-in needs real HTTP: the consent walker and the app's own token exchange call PUBLIC_URL.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ mountedSandbox: true, realSessions: true, env: { PUBLIC_URL: base } });
    await t.app.listen({ port, host: '127.0.0.1' });
    const start = await fetch(`${base}/api/auth/google?returnTo=%2Fdashboard`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const { redirect } = await walkConsent(start.headers.get('location')!, { account: 'maya' });
    const callback = await fetch(redirect, {
      redirect: 'manual',
      headers: {
        cookie: start.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    expect(callback.status).toBe(302);
  }, 60_000);
  afterAll(() => t.close());

  const grants = (headers: Record<string, string> = {}, remoteAddress = REMOTE) =>
    t.app.inject({ method: 'GET', url: '/sandbox/control/grants', remoteAddress, headers });

  it('lists grants (with emails) to a caller on this machine only', async () => {
    const local = await grants({}, '127.0.0.1');
    expect(local.statusCode).toBe(200);
    const emails = (local.json() as Array<{ accountEmail: string }>).map((g) => g.accountEmail);
    expect(emails.length).toBeGreaterThan(0);

    const anonymous = await grants();
    expect(anonymous.statusCode).toBe(401);
    for (const email of emails) expect(anonymous.body).not.toContain(email);
    expect((await grants({ 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(401);
    expect((await grants({ authorization: 'Bearer not-the-token-at-all' })).statusCode).toBe(401);
  });

  it('lets a remote caller in with the token the app generated at start, or the configured one', async () => {
    expect(t.config.google.sandboxControlToken).toBeUndefined();
    const generated = t.google.sandboxControl!;
    expect(generated.generated).toBe(true);
    expect(generated.token.length).toBeGreaterThanOrEqual(32);
    const res = await grants({ authorization: `Bearer ${generated.token}` });
    expect(res.statusCode).toBe(200);

    const configured = await createTestApp({
      mountedSandbox: true,
      env: { SANDBOX_CONTROL_TOKEN: 'operator-chosen-control-token' },
    });
    try {
      expect(configured.google.sandboxControl).toEqual({
        token: 'operator-chosen-control-token',
        generated: false,
      });
      const settings = await configured.app.inject({
        method: 'GET',
        url: '/sandbox/control/settings',
        remoteAddress: REMOTE,
        headers: { authorization: 'Bearer operator-chosen-control-token' },
      });
      expect(settings.statusCode).toBe(200);
      expect(settings.json()).toHaveProperty('dailyLimit');
    } finally {
      await configured.close();
    }
  });

  it('refuses a cross-site text/plain form post, even from this machine', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/sandbox/control/settings' })).json();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/sandbox/control/settings',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      payload: '{"dailyLimit":0}',
    });
    expect(crossSite.statusCode).toBe(403);
    const textPlain = await t.app.inject({
      method: 'POST',
      url: '/sandbox/control/settings',
      headers: { 'content-type': 'text/plain' },
      payload: '{"dailyLimit":0}',
    });
    expect(textPlain.statusCode).toBe(415);
    const after = (await t.app.inject({ method: 'GET', url: '/sandbox/control/settings' })).json();
    expect(after).toEqual(before);

    // The app's own origin, as JSON: what the end-to-end tests do.
    const own = await t.app.inject({
      method: 'POST',
      url: '/sandbox/control/settings',
      headers: { origin: base, 'content-type': 'application/json' },
      payload: { dailyLimit: before.dailyLimit },
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the sandbox out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.startsWith('/api/')).length).toBeGreaterThan(10);
    expect(paths.filter((p) => p.startsWith('/sandbox'))).toEqual([]);
  });
});
