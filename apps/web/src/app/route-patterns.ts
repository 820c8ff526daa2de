// The paths the route table answers, as flat patterns ("/de/how-to", "/videos/:id"), written to dist/routes.json
// at build time so the server can answer every other path with HTTP 404 (and the app's not-found screen).
import type { RouteObject } from 'react-router';

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const base = parent.replace(/\/+$/, '');
  return `${base}/${path}`.replace(/\/+$/, '') || '/';
}

/**
 * Every path a route matches, parameters kept as `:name` (and `*` for a splat below a real page). The bare
 * catch-all (`*`, the not-found screen) is left out. A prefix splat route (`/en/*`, which redirects to the
 * path without its prefix) stands for that prefix in front of every other path.
 */
export function routePatterns(routes: RouteObject[]): string[] {
  const patterns = new Set<string>();
  const prefixSplats: string[] = [];
  const walk = (list: RouteObject[], parent: string) => {
    for (const route of list) {
      if (route.path === '*') continue;
      const path = route.path === undefined ? parent : join(parent, route.path);
      if (route.path?.endsWith('/*')) {
        prefixSplats.push(path.slice(0, -2) || '/');
        continue;
      }
      // A route with a path matches by itself (React Router ranks a child above it); a pathless one only
      // through its children, or as an index route at its parent's path.
      if (route.index || route.path !== undefined) patterns.add(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  const direct = [...patterns];
  for (const prefix of prefixSplats) {
    for (const pattern of direct) patterns.add(pattern === '/' ? prefix : `${prefix}${pattern}`);
  }
  return [...patterns].sort();
}
