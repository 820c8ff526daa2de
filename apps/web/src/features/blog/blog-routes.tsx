// The blog's routes, one per known post (from the build-time catalog), so an unknown slug falls through to
// the not-found screen and the server's route list (dist/routes.json) answers it with 404. A post's route
// loads the page and the reader's language version (else English) together, and names it in its handle for
// the SEO head.
import type { RouteObject } from 'react-router';
import { BLOG_CATALOG } from 'virtual:blog-catalog';
import type { LanguageCode } from '../../i18n/languages.ts';
import type { BlogPostHandle } from './blog-seo.ts';

export function blogRoutes(language: LanguageCode): RouteObject[] {
  return [
    {
      path: 'blog',
      handle: { page: 'blog' },
      lazy: () => import('./blog-index-page.tsx').then((m) => ({ Component: m.BlogIndexPage })),
    },
    ...Object.entries(BLOG_CATALOG).map(([slug, entry]): RouteObject => ({
      path: `blog/${slug}`,
      lazy: async () => {
        const load = entry.load[language] ?? entry.load.en;
        if (!load) throw new Error(`Blog post ${slug} has no English version`);
        const [page, post] = await Promise.all([import('./blog-post-page.tsx'), load()]);
        const handle: BlogPostHandle = {
          page: 'blog',
          blogPost: { shown: post.default, languages: entry.languages },
        };
        const Component = () => <page.BlogPostPage post={post.default} languages={entry.languages} />;
        return { Component, handle };
      },
    })),
  ];
}
