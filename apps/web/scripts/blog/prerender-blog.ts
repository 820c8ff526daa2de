// The blog's part of the prerender (scripts/prerender.ts): every post's page in every language next to the
// public pages (so they get their HTML, SEO head and sitemap entries the same way), and the Atom feeds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import { blogSlugs, loadBlogPosts } from './blog-content.ts';
import { blogAtomFeed, blogFeedPath, type FeedTexts } from './blog-feed.ts';

interface PrerenderSsr {
  PUBLIC_PAGES: readonly string[];
  PAGE_PATHS: Record<string, string>;
  localizePath: (path: string, language: string) => string;
}

const posts = loadBlogPosts();

/** [page, path] for every public page in `language`, each blog post's page following the blog index. */
export function publicPagePaths(ssr: PrerenderSsr, language: string): Array<[string, string]> {
  return ssr.PUBLIC_PAGES.flatMap((page): Array<[string, string]> => {
    const own: [string, string] = [page, ssr.localizePath(ssr.PAGE_PATHS[page] ?? '/', language)];
    if (page !== 'blog') return [own];
    return [
      own,
      ...blogSlugs(posts).map((slug): [string, string] => [
        page,
        ssr.localizePath(`/blog/${slug}`, language),
      ]),
    ];
  });
}

function feedTexts(root: string, language: string): FeedTexts {
  const texts = JSON.parse(readFileSync(join(root, 'public/locales', language, 'blog.json'), 'utf8')) as {
    feed?: Partial<FeedTexts>;
  };
  if (!texts.feed?.title || !texts.feed.subtitle) {
    throw new Error(`public/locales/${language}/blog.json has no feed.title / feed.subtitle`);
  }
  return { title: texts.feed.title, subtitle: texts.feed.subtitle };
}

/** dist/blog/atom.xml (English) and dist/<lng>/blog/atom.xml, with absolute URLs on `siteUrl`. */
export function writeBlogFeeds(options: {
  root: string;
  dist: string;
  siteUrl: string;
  languages: readonly string[];
}) {
  for (const language of options.languages as readonly LanguageCode[]) {
    const file = join(options.dist, blogFeedPath(language));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      blogAtomFeed({ posts, language, siteUrl: options.siteUrl, texts: feedTexts(options.root, language) }),
    );
  }
}
