// The text of src/client-routes.ts, made from the route contracts: every exported group whose name ends in
// `Routes`, each route as its method, its path, and `multipart: true` where it takes a form.
import { format, resolveConfig } from 'prettier';
import * as contracts from '../src/index.ts';
import type { RouteContract } from '../src/route.ts';

export const CLIENT_ROUTES_FILE = new URL('../src/client-routes.ts', import.meta.url);

const HEADER = `// Written by \`npm run contracts:client-routes\` from the route contracts; do not edit. A test fails when it is stale.
// The web app calls the API through these: each route's method and path, with its contract as a type only, so a
// screen that calls the API loads neither zod nor the schemas (decision 055).
import type * as contracts from './index.ts';
import type { ClientRoutes } from './client-route.ts';
`;

function isRoute(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** The route groups of the contracts, by export name, in name order. */
export function routeGroups(): [string, Record<string, RouteContract>][] {
  const groups: [string, Record<string, RouteContract>][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Routes') || typeof value !== 'object' || value === null) continue;
    const routes = Object.values(value as Record<string, unknown>);
    if (routes.length > 0 && routes.every(isRoute))
      groups.push([name, value as Record<string, RouteContract>]);
  }
  return groups.sort(([a], [b]) => a.localeCompare(b));
}

export async function clientRoutesSource(): Promise<string> {
  const groups = routeGroups().map(([name, group]) => {
    const entries = Object.entries(group).map(([key, route]) => {
      const fields = [`method: ${JSON.stringify(route.method)}`, `path: ${JSON.stringify(route.path)}`];
      if (route.multipart) fields.push('multipart: true');
      return `${key}: { ${fields.join(', ')} },`;
    });
    return `export const ${name}: ClientRoutes<typeof contracts.${name}> = {\n${entries.join('\n')}\n};\n`;
  });
  const file = CLIENT_ROUTES_FILE.pathname;
  return format(`${HEADER}\n${groups.join('\n')}`, { ...(await resolveConfig(file)), filepath: file });
}
