// One Atom feed per interface language, made with the `feed` package: every post in the reader's language when
// written, else in English, newest first, with absolute URLs from the site origin the caller passes.
import { Feed } from 'feed';
import type { BlogPost } from '../../src/features/blog/blog-types.ts';
import { localizePath } from '../../src/lib/language-prefix.ts';
import type { LanguageCode } from '../../src/i18n/languages.ts';
import { blogSlugs, versionFor } from './blog-content.ts';

export interface FeedTexts {
  title: string;
  subtitle: string;
}

export function blogFeedPath(language: LanguageCode): string {
  return localizePath('/blog/atom.xml', language);
}

export function blogAtomFeed(options: {
  posts: readonly BlogPost[];
  language: LanguageCode;
  siteUrl: string;
  texts: FeedTexts;
}): string {
  const { posts, language, siteUrl, texts } = options;
  const entries = blogSlugs(posts)
    .map((slug) => versionFor(posts, slug, language))
    .filter((post): post is BlogPost => post !== undefined);
  const url = (path: string) => `${siteUrl}${path}`;
  const feedUrl = url(blogFeedPath(language));
  const newest = entries[0]?.date ?? '1970-01-01';
  const feed = new Feed({
    id: feedUrl,
    title: texts.title,
    description: texts.subtitle,
    link: url(localizePath('/blog', language)),
    language,
    updated: new Date(`${newest}T00:00:00Z`),
    feedLinks: { atom: feedUrl },
    favicon: url('/favicon.ico'),
    generator: 'Vidcraft',
  });
  for (const post of entries) {
    const link = url(localizePath(`/blog/${post.slug}`, language));
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description,
      content: post.html,
      author: [{ name: post.author }],
      date: new Date(`${post.date}T00:00:00Z`),
      published: new Date(`${post.date}T00:00:00Z`),
      ...(post.image ? { image: url(post.image) } : {}),
    });
  }
  return feed.atom1();
}
