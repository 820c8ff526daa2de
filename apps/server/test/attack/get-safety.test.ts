// A GET only reads (decision 016): every GET /api route of the OpenAPI document, called as a signed-in user who
// owns data, with no query, with each query parameter its schema allows at each plausible value, and with all of
// them at once, makes no YouTube call (the Google sandbox's ledger and quota) and changes no row in the
// database. The one exception is OAuth's own: starting a sign-in stores the flow's state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
