// A GET only reads (decision 016): every GET /api route of the OpenAPI document, called as a signed-in user who
// owns data, with no query, with each query parameter its schema allows at each plausible value, and with all of
// them at once, makes no YouTube call (the Google sandbox's ledger and quota) and changes no row in the
// database. The one exception is OAuth's own: starting a sign-in stores the flow's state. And every JSON read
// answers with an ETag, so asking again for an unchanged answer moves no body (304).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_READ_CACHE_CONTROL } from '../../src/http/conditional-get.ts';
import {
  createAttackWorld,
  fastifyApiRoutes,
  probeState,
  queryValues,
  fillPath,
  type ApiRoute,
  type AttackWorld,
} from './route-table.ts';

/** Tables a GET may write, by route, because the protocol needs it (OAuth state of a sign-in being started). */
const MAY_WRITE: Record<string, RegExp> = {
  'GET /api/auth/google': /^table oauth_states:/,
};

function requestsFor(route: ApiRoute, w: AttackWorld): string[] {
  const path = fillPath(route, w.ids);
  const urls = [path];
  const all = new URLSearchParams();
  for (const param of route.query) {
    const values = queryValues(param, w.ids);
    for (const value of values) urls.push(`${path}?${new URLSearchParams({ [param.name]: value })}`);
    all.set(param.name, values[0]!);
  }
  if (route.query.length > 1) urls.push(`${path}?${all}`);
  return urls;
}

describe('GET safety: reading spends no quota and writes nothing', () => {
  let w: AttackWorld;
  beforeAll(async () => {
    w = await createAttackWorld();
  }, 180_000);
  afterAll(() => w?.close());

  it('the route table holds every /api route of the router', () => {
    const documented = new Set(w.routes.map((r) => r.key));
    const routed = fastifyApiRoutes(w.t.app);
    expect(routed.size).toBeGreaterThanOrEqual(45);
    expect([...routed].filter((key) => !documented.has(key))).toEqual([]);
    expect([...documented].filter((key) => !routed.has(key))).toEqual([]);
  });

  it('every GET /api route, with every query parameter, leaves YouTube and the database untouched', async ({
    annotate,
  }) => {
    const gets = w.routes.filter((r) => r.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(25);
    const failures: string[] = [];
    let requests = 0;
    for (const route of gets) {
      let answered = false;
      for (const url of requestsFor(route, w)) {
        const probe = await probeState(w.t);
        // Raw inject with the owner's cookie: a response clearing cookies must not sign the owner out here.
        const res = await w.t.app.inject({ method: 'GET', url, headers: { cookie: w.owner.cookieHeader } });
        requests += 1;
        if (res.statusCode >= 500)
          failures.push(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        const allowed = MAY_WRITE[route.key];
        const changes = (await probe.changes()).filter((c) => !allowed?.test(c));
        if (changes.length > 0) failures.push(`${url} (${res.statusCode}) → ${changes.join('; ')}`);
        answered ||= res.statusCode < 400;
      }
      // The owner's real ids reach the handler: a route refusing every request would prove nothing.
      if (!answered) failures.push(`${route.key} never answered below 400`);
    }
    // The owner's session is still good: the GETs ran signed in, not as a stranger.
    expect((await w.owner.get('/api/auth/me')).statusCode).toBe(200);
    await annotate(
      `${gets.length} GET routes, ${requests} requests, ${failures.length} failures`,
      'get-safety',
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('every JSON GET /api answer carries an ETag; asked again with it, an unchanged answer is a bodiless 304', async () => {
    const tagged: string[] = [];
    const failures: string[] = [];
    for (const route of w.routes.filter((r) => r.method === 'GET')) {
      const url = fillPath(route, w.ids);
      const headers = { cookie: w.owner.cookieHeader };
      const first = await w.t.app.inject({ method: 'GET', url, headers });
      const json = String(first.headers['content-type'] ?? '').startsWith('application/json');
      if (first.statusCode !== 200 || !json) {
        if (first.headers.etag && first.statusCode >= 400) failures.push(`${url}: an error with an ETag`);
        continue;
      }
      const tag = first.headers.etag;
      // A route that chose its own caching (the public status, files) keeps it; every other read is tagged.
      if (!tag) {
        if (!first.headers['cache-control']) failures.push(`${url}: a JSON read with no ETag`);
        continue;
      }
      tagged.push(route.key);
      if (first.headers['cache-control'] !== API_READ_CACHE_CONTROL)
        failures.push(`${url}: cache-control ${String(first.headers['cache-control'])}`);
      const again = await w.t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': tag },
      });
      // An answer that changed in between (a clock in it) may come back whole; an unchanged one must not.
      if (again.statusCode === 304) {
        if (again.body !== '') failures.push(`${url}: a 304 with a body`);
      } else if (again.headers.etag === tag) {
        failures.push(`${url}: ${again.statusCode} to its own unchanged ETag`);
      }
      const other = await w.t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': 'W/"something-else"' },
      });
      if (other.statusCode !== 200 || other.body.length === 0)
        failures.push(`${url}: ${other.statusCode} to a stale ETag`);
    }
    expect(failures).toEqual([]);
    expect(tagged.length).toBeGreaterThanOrEqual(15);
    // Writes and refusals are never tagged.
    const write = await w.owner.send('PUT', '/api/user/profile', { name: 'Maya Chen' });
    expect(write.statusCode).toBe(200);
    expect(write.headers.etag).toBeUndefined();
    const stranger = await w.t.app.inject({ method: 'GET', url: '/api/youtube-connections' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers.etag).toBeUndefined();
  }, 120_000);
});
