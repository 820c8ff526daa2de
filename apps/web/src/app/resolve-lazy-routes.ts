import { matchRoutes, type RouteObject } from 'react-router';

type LazyRoute = () => Promise<Partial<RouteObject>>;

/**
 * Loads the lazy modules of the routes matching `pathname` and fixes them onto the route objects, so the first
 * render already has the screen: hydration then matches the prerendered HTML instead of showing a fallback.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await (route.lazy as LazyRoute)();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
