// The web app's route table (packages/contracts/src/client-routes.ts) is written from the route contracts; a
// contract added or changed without rewriting it fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ROUTES_FILE,
  clientRoutesSource,
  routeGroups,
} from '../packages/contracts/scripts/client-routes-source.ts';

describe('client routes', () => {
  it('list every route of every contract group', () => {
    const groups = routeGroups();
    expect(groups.length).toBeGreaterThan(10);
    const routes = groups.flatMap(([, group]) => Object.values(group));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.multipart).length).toBeGreaterThan(0);
  });

  it('are up to date (`npm run contracts:client-routes` rewrites them)', async () => {
    expect(readFileSync(CLIENT_ROUTES_FILE, 'utf8')).toBe(await clientRoutesSource());
  });
});
