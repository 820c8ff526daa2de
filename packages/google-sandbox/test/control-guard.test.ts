// The control plane answers callers on this machine or with the control token, never another site's page,
// and takes writes only as JSON. Fastify's inject sets the socket's peer address (remoteAddress).
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../src/control/control-guard.ts';
import { createSandbox, type Sandbox } from '../src/index.ts';

const PUBLIC = 'http://127.0.0.1:4999/sandbox';
const TOKEN = 'control-token-for-the-guard-test';
const REMOTE = '203.0.113.7';

async function mountSandbox(control?: {
  token?: string;
}): Promise<{ app: FastifyInstance; sandbox: Sandbox }> {
  const sandbox = await createSandbox({ publicBaseUrl: PUBLIC, ...(control ? { control } : {}) });
  const app = Fastify();
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  return { app, sandbox };
}

describe('sandbox control guard', () => {
  let app: FastifyInstance;
  let sandbox: Sandbox;
  beforeAll(async () => {
    ({ app, sandbox } = await mountSandbox({ token: TOKEN }));
  });
  afterAll(async () => {
    await app.close();
    await sandbox.close();
  });

  it('answers a loopback caller (IPv4, IPv6 and mapped forms)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await app.inject({ method: 'GET', url: '/sandbox/control/grants', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(Array.isArray(res.json())).toBe(true);
    }
  });

  it('refuses an anonymous remote caller, and a forged X-Forwarded-For does not help', async () => {
    const anonymous = await app.inject({
      method: 'GET',
      url: '/sandbox/control/grants',
      remoteAddress: REMOTE,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(anonymous.json().error.code).toBe(401);
    expect(anonymous.body).not.toContain('@');
    const forged = await app.inject({
      method: 'GET',
      url: '/sandbox/control/grants',
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('treats a loopback socket that carries proxy headers as remote (a reverse proxy on the same host)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await app.inject({
        method: 'GET',
        url: '/sandbox/control/grants',
        remoteAddress: '127.0.0.1',
        headers: { [header]: header === 'forwarded' ? 'for=198.51.100.2' : '198.51.100.2' },
      });
      expect(res.statusCode, header).toBe(401);
    }
  });

  it('answers a remote caller with the token, and refuses a wrong one', async () => {
    const good = await app.inject({
      method: 'GET',
      url: '/sandbox/control/settings',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(good.statusCode).toBe(200);
    const wrong = await app.inject({
      method: 'GET',
      url: '/sandbox/control/settings',
      remoteAddress: REMOTE,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('takes writes as JSON only (415 for text/plain and forms), and a JSON write works', async () => {
    const before = sandbox.control.getSettings();
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox/control/settings',
        headers: { 'content-type': contentType },
        payload: '{"dailyLimit":1}',
      });
      expect(res.statusCode, contentType).toBe(415);
    }
    expect(sandbox.control.getSettings()).toEqual(before);
    const reset = await app.inject({
      method: 'POST',
      url: '/sandbox/control/clock',
      headers: { 'content-type': 'application/json' },
      payload: { advanceSeconds: 60 },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().now).toEqual(expect.any(String));
  });

  it('refuses another site even from loopback (a page in the developer’s browser)', async () => {
    const crossOrigin = await app.inject({
      method: 'POST',
      url: '/sandbox/control/clock',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { advanceSeconds: 60 },
    });
    expect(crossOrigin.statusCode).toBe(403);
    const nullOrigin = await app.inject({
      method: 'GET',
      url: '/sandbox/control/grants',
      headers: { origin: 'null' },
    });
    expect(nullOrigin.statusCode).toBe(403);
    for (const site of ['cross-site', 'same-site']) {
      const res = await app.inject({
        method: 'GET',
        url: '/sandbox/control/grants',
        headers: { 'sec-fetch-site': site },
      });
      expect(res.statusCode, site).toBe(403);
    }
    const sameOrigin = await app.inject({
      method: 'GET',
      url: '/sandbox/control/grants',
      headers: { origin: 'http://127.0.0.1:4999', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('leaves the rest of the sandbox alone (discovery, overview)', async () => {
    const discovery = await app.inject({
      method: 'GET',
      url: '/sandbox/.well-known/openid-configuration',
      remoteAddress: REMOTE,
    });
    expect(discovery.statusCode).toBe(200);
    const overview = await app.inject({ method: 'GET', url: '/sandbox/', remoteAddress: REMOTE });
    expect(overview.statusCode).toBe(200);
  });

  it('without a token, remote callers are refused outright', async () => {
    const bare = await mountSandbox();
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/sandbox/control/grants',
        remoteAddress: REMOTE,
      });
      expect(res.statusCode).toBe(403);
      const local = await bare.app.inject({ method: 'GET', url: '/sandbox/control/grants' });
      expect(local.statusCode).toBe(200);
    } finally {
      await bare.app.close();
      await bare.sandbox.close();
    }
  });

  it('recognises loopback addresses only', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '0.0.0.0', '::', '', undefined].some(isLoopbackAddress)).toBe(
      false,
    );
  });
});
