// Every state-changing /api route, generated from the OpenAPI document, refuses each way a forged request can
// arrive with the victim's session cookie: 403 FORBIDDEN (reason csrf) in the app's error shape, with nothing
// changed in the database or at YouTube. The same request as the web app sends it passes the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@vidcraft/contracts';
import { TEST_PUBLIC_URL } from '../test-app.ts';
import {
  createAttackWorld,
  fillPath,
  isFastifyDefaultBody,
  probeState,
  sampleValue,
  type ApiRoute,
  type AttackWorld,
} from './route-table.ts';

interface Variant {
  name: string;
  headers: Record<string, string>;
  /** Sent as text/plain, as an HTML form with enctype="text/plain" can. */
  plainText?: boolean;
}

const VARIANTS: Variant[] = [
  { name: 'forged Origin', headers: { origin: 'https://evil.example', 'x-vidcraft-csrf': '1' } },
  { name: 'Origin null', headers: { origin: 'null', 'x-vidcraft-csrf': '1' } },
  { name: 'no x-vidcraft-csrf header', headers: { origin: TEST_PUBLIC_URL } },
  {
    name: 'Sec-Fetch-Site cross-site without Origin',
    headers: { 'sec-fetch-site': 'cross-site', 'x-vidcraft-csrf': '1' },
  },
  // A cross-site form from a browser that sends neither Origin nor Sec-Fetch-Site: only the header stops it.
  { name: 'text/plain form body', headers: {}, plainText: true },
];

/**
 * Exempt from the guard on purpose: the payment provider's webhook carries no session; its credential is the
 * provider's signature over the raw body. A forged call must still be refused (400 bad signature, or 404 where
 * no provider sends webhooks) in the app's error shape and change nothing.
 */
const SIGNATURE_AUTHENTICATED = new Set(['POST /api/billing/webhook']);

/** Routes whose legitimate call ends the session or the account go last in the positive control. */
const LAST = ['DELETE /api/youtube-connections/{id}', 'POST /api/auth/logout', 'DELETE /api/user'];

describe('CSRF matrix: every non-GET /api route × every forgery', () => {
  let w: AttackWorld;
  let writes: ApiRoute[];
  beforeAll(async () => {
    w = await createAttackWorld();
    // HEAD is as safe as GET (the CSRF guard lets both through; the GET-safety suite covers reading).
    writes = w.routes.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  }, 180_000);
  afterAll(() => w?.close());

  const requestFor = (route: ApiRoute) => ({
    url: fillPath(route, w.ids),
    body: route.body ? sampleValue(route.body, 'body', w.ids) : undefined,
  });

  it('refuses every forged write with 403 and changes nothing', async ({ annotate }) => {
    expect(writes.length).toBeGreaterThanOrEqual(20);
    const size = writes.length * VARIANTS.length;
    // The figure for reports (shown by `--reporter=verbose` and in JUnit output).
    await annotate(`${writes.length} routes × ${VARIANTS.length} variants = ${size} requests`, 'csrf-matrix');
    const failures: string[] = [];
    let sent = 0;
    for (const route of writes) {
      const { url, body } = requestFor(route);
      for (const variant of VARIANTS) {
        const probe = await probeState(w.t);
        const payload = JSON.stringify(body ?? {});
        const res = await w.t.app.inject({
          method: route.method,
          url,
          headers: {
            cookie: w.owner.cookieHeader,
            'content-type': variant.plainText ? 'text/plain' : 'application/json',
            ...variant.headers,
          },
          payload,
        });
        sent += 1;
        const label = `${route.key} [${variant.name}]`;
        const parsed = ErrorBody.safeParse(res.json());
        if (SIGNATURE_AUTHENTICATED.has(route.key)) {
          if (![400, 404].includes(res.statusCode) || !parsed.success || isFastifyDefaultBody(res.body)) {
            failures.push(`${label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
          }
        } else if (
          res.statusCode !== 403 ||
          !parsed.success ||
          parsed.data.error !== 'FORBIDDEN' ||
          (parsed.data.details as { reason?: string } | undefined)?.reason !== 'csrf' ||
          isFastifyDefaultBody(res.body)
        ) {
          failures.push(`${label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        }
        if (res.cookies.some((c) => c.value !== '')) failures.push(`${label} set a cookie`);
        const changes = await probe.changes();
        if (changes.length > 0) failures.push(`${label} changed state: ${changes.join('; ')}`);
      }
    }
    expect(sent).toBe(size);
    expect(failures).toEqual([]);
  }, 120_000);

  it('passes the same requests sent as the web app sends them', async ({ annotate }) => {
    const ordered = [...writes].sort((a, b) => LAST.indexOf(a.key) - LAST.indexOf(b.key));
    const refused: string[] = [];
    const statuses: string[] = [];
    for (const route of ordered) {
      // Logging out ends the session: sign in again so each request carries a live cookie.
      if (!w.owner.cookies.has('vc_session')) await w.owner.signIn({ account: 'maya' });
      const { url, body } = requestFor(route);
      const res = await w.owner.send(route.method as 'POST', url, body ?? {});
      // A write may answer 204 with no body (ending an unfinished upload, for one).
      const reason = res.body ? (res.json() as { details?: { reason?: string } }).details?.reason : undefined;
      if (res.statusCode === 403 && reason === 'csrf') refused.push(`${route.key}: ${res.body}`);
      statuses.push(`${res.statusCode} ${route.key}`);
      expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
    }
    await annotate(statuses.join(', '), 'control statuses');
    expect(refused).toEqual([]);
  }, 120_000);
});
