// The browser's route table holds English and the page's own language; another language's pages join on the
// first navigation into them. A navigation must reach the page, never the not-found screen.
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { isRouteHandle } from '../seo/pages.ts';
import { addLanguageRoutesOnNavigation, createRoutes } from './routes.tsx';

function topPaths(routes: RouteObject[]): (string | undefined)[] {
  return (routes[0]?.children ?? []).map((route) => route.path);
}

function shownPage(router: ReturnType<typeof createMemoryRouter>): string | undefined {
  const handle = router.state.matches.at(-1)?.route.handle;
  return isRouteHandle(handle) ? handle.page : undefined;
}

async function settled(router: ReturnType<typeof createMemoryRouter>, path: string): Promise<void> {
  await router.navigate(path);
  await expect.poll(() => router.state.navigation.state).toBe('idle');
  expect(router.state.location.pathname).toBe(path);
}

describe('the language route trees', () => {
  it('holds every language by default, and only the ones asked for otherwise', () => {
    expect(topPaths(createRoutes())).toHaveLength(2 + 22);
    expect(topPaths(createRoutes(['de']))).toEqual(['/', '/en/*', '/de']);
    expect(topPaths(createRoutes(['en']))).toEqual(['/', '/en/*']);
  });

  it('matches a page of a language left out only after that language is added', () => {
    const routes = createRoutes(['de']);
    const deepest = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
    expect(isRouteHandle(deepest('/de/how-to')?.handle) && deepest('/de/how-to')?.handle).toEqual({
      page: 'howTo',
    });
    expect(deepest('/fr/how-to')?.path).toBe('*');
  });

  it('navigates from one language into another (and into a third) to the page itself', async () => {
    const routes = createRoutes(['de']);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/de/how-to'],
      patchRoutesOnNavigation: addLanguageRoutesOnNavigation(['de']),
    });
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(shownPage(router)).toBe('howTo');
    await settled(router, '/fr/pricing');
    expect(shownPage(router)).toBe('pricing');
    await settled(router, '/ar/how-to');
    expect(shownPage(router)).toBe('howTo');
    await settled(router, '/how-to');
    expect(shownPage(router)).toBe('howTo');
    await settled(router, '/fr/no-such-page');
    expect(shownPage(router)).toBe('notFound');
    expect(topPaths(router.routes)).toEqual(['/', '/en/*', '/de', '/fr', '/ar']);
    router.dispose();
  });
});
