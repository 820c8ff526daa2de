// Build-time entry (vite build --ssr): renders one public page in one language to HTML, with its SEO head.
// scripts/prerender.ts calls it for every page × language and writes the files into dist/.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Resource } from 'i18next';
import { SITE_ORIGIN_MARKER } from '@vidcraft/contracts';
import { AppProviders } from './app/app-providers.tsx';
import { routePatterns } from './app/route-patterns.ts';
import { createRoutes } from './app/routes.tsx';
import { createI18n } from './i18n/create-i18n.ts';
import type { LanguageCode } from './i18n/languages.ts';
import { isRouteHandle } from './seo/pages.ts';
import { buildSeoHead, type SeoHead } from './seo/seo-head.ts';
import { withBlogSeo } from './features/blog/blog-seo.ts';

export { BOOT_DATA_ELEMENT_ID } from './app/boot-data.ts';
export { ALL_NAMESPACES, NAMESPACES } from './i18n/create-i18n.ts';
export { LANGUAGE_CODES, textDirection } from './i18n/languages.ts';
export { localizePath } from './lib/language-prefix.ts';
export { PAGE_EXTRA_NAMESPACES, PAGE_PATHS, PUBLIC_PAGES } from './seo/pages.ts';
export { renderSeoHead, safeJsonForScript } from './seo/render-seo-head.ts';
export { THEME_COLOR } from './seo/seo-head.ts';

export interface RenderedPage {
  html: string;
  head: SeoHead;
  status: number;
}

export async function renderPage(
  path: string,
  options: { language: LanguageCode; resources: Resource; siteUrl: string },
): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, options.siteUrl)));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n({ language: options.language, resources: options.resources, http: false });
  const html = renderToString(
    <AppProviders i18n={i18n}>
      {/* hydrate={false}: no inline hydration script (the CSP forbids it; the client needs no loader data) */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const handle = context.matches.at(-1)?.route.handle;
  const page = isRouteHandle(handle) ? handle.page : 'notFound';
  const base = buildSeoHead({ page, language: options.language, t: i18n.t, siteUrl: options.siteUrl });
  const head = withBlogSeo(base, page, handle, options.siteUrl);
  return { html, head, status: context.statusCode };
}

/** Every path the route table answers (dist/routes.json: the server answers others with 404). */
export const ROUTE_PATTERNS: string[] = routePatterns(createRoutes());

/** The origin written into every absolute URL: a marker the server replaces with PUBLIC_URL (decision 041). */
export const SITE_URL: string = SITE_ORIGIN_MARKER;
