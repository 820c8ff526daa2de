// Every boundary answers in the app's error shape `{ error, message }`, including the ones Fastify and Node
// answer themselves (malformed URLs, unreadable HTTP), and a sign-in callback that fails leaves no session.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@vidcraft/contracts';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { TestBrowser } from '../browser.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** Fastify's own error body has `statusCode` and an HTTP reason phrase as `error`. */
export function isFastifyDefaultBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return 'statusCode' in body || /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(String(body.error ?? ''));
  } catch {
    return false;
  }
}

/** Sends raw bytes to the listening app and answers the raw HTTP response. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(bytes, 'latin1');
  });
}

describe('error shape at every boundary', () => {
  let t: TestApp<never>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const sessionCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([
    ['a malformed URL under /api', '/api/%'],
    ['a malformed URL elsewhere', '/%E0%A4%A'],
    ['a malformed URL in the sandbox', '/sandbox/%'],
  ])('%s answers 400 in the app shape', async (_label, url) => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(isFastifyDefaultBody(text)).toBe(false);
    expect(ErrorBody.parse(JSON.parse(text)).error).toBe('VALIDATION');
  });

  it.each([
    ['a request line Node cannot parse', 'GET /api/health HTTP/9\r\nHost: x\r\n\r\n'],
    ['a header with a control character', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
    [
      'a bare LF request smuggling attempt',
      'GET /api/health HTTP/1.1\nHost: x\nTransfer-Encoding: chunked\n\nzz\n',
    ],
  ])('%s is answered in the app shape on the socket', async (_label, bytes) => {
    const answer = await rawRequest(port, bytes);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(isFastifyDefaultBody(body)).toBe(false);
    expect(ErrorBody.parse(JSON.parse(body)).error).toBe('VALIDATION');
  });

  it('control characters in the sign-in state are refused at the start, before any flow or session', async () => {
    const before = await sessionCount();
    for (const state of ['/\r\n/x', '/\u2028/x', '/%0D%0A/x', '/\u0000']) {
      const res = await t.app.inject(`/api/auth/google?${new URLSearchParams({ state })}`);
      expect(res.statusCode).toBe(400);
      expect(isFastifyDefaultBody(res.body)).toBe(false);
      expect(ErrorBody.parse(res.json()).error).toBe('VALIDATION');
    }
    expect(await sessionCount()).toBe(before);
  });

  it('a failed callback leaves no session behind', async () => {
    const browser = new TestBrowser(t.app);
    const before = await sessionCount();
    // Control characters and a forged state on the callback itself.
    for (const query of ['state=%2F%0D%0A%2Fx&code=abc', 'state=%E2%80%A8&code=x', 'error=access_denied']) {
      const res = await browser.get(`/api/auth/google/callback?${query}`);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/^\/login\?error=/);
    }
    // A real flow whose code Google refuses at the exchange.
    const start = await browser.get('/api/auth/google?returnTo=%2Fchannels');
    const { redirect } = await walkConsent(start.headers.location as string, { account: 'maya' });
    redirect.searchParams.set('code', `${redirect.searchParams.get('code')}-forged`);
    const failed = await browser.followToApp(redirect);
    expect(failed.headers.location).toMatch(/^\/login\?error=/);
    expect(browser.cookies.has('vc_session')).toBe(false);
    expect(await sessionCount()).toBe(before);
  });
});
