// The blog's additions to the per-page SEO record: the Atom feed link on the index and every post, and for a
// post its own title, description, canonical (the shown version's page: an untranslated post's original),
// hreflang (only the languages it is written in, plus x-default),
// og:type article and BlogPosting structured data.
import type { LanguageCode } from '../../i18n/languages.ts';
import { localizePath } from '../../lib/language-prefix.ts';
import type { PageKey } from '../../seo/pages.ts';
import type { SeoHead } from '../../seo/seo-head.ts';
import type { BlogPostMeta } from './blog-types.ts';

/** The route handle of a post page (set when its route loads). */
export interface BlogPostHandle {
  page: 'blog';
  blogPost: { shown: BlogPostMeta; languages: LanguageCode[] };
}

export function isBlogPostHandle(handle: unknown): handle is BlogPostHandle {
  return typeof handle === 'object' && handle !== null && 'blogPost' in handle;
}

export function blogFeedUrl(siteUrl: string, language: LanguageCode): string {
  return `${siteUrl}${localizePath('/blog/atom.xml', language)}`;
}

export function withBlogSeo(head: SeoHead, page: PageKey, handle: unknown, siteUrl: string): SeoHead {
  if (page !== 'blog') return head;
  const feeds = [{ href: blogFeedUrl(siteUrl, head.lang), title: head.title }];
  if (!isBlogPostHandle(handle)) return { ...head, feeds };
  const { shown, languages } = handle.blogPost;
  const url = (language: LanguageCode) => `${siteUrl}${localizePath(`/blog/${shown.slug}`, language)}`;
  const siteName = head.openGraph['og:site_name'] ?? '';
  const title = siteName ? `${shown.title} — ${siteName}` : shown.title;
  // A post not yet written in the page's language shows its original: that version is the canonical one.
  const canonical = url(languages.includes(head.lang) ? head.lang : shown.language);
  const image = shown.image ? `${siteUrl}${shown.image}` : (head.openGraph['og:image'] ?? '');
  const { 'og:image:width': _width, 'og:image:height': _height, ...openGraph } = head.openGraph;
  return {
    ...head,
    title,
    description: shown.description,
    canonical,
    alternates: [
      ...languages.map((language) => ({ hrefLang: language, href: url(language) })),
      { hrefLang: 'x-default', href: url('en') },
    ],
    openGraph: {
      ...(shown.image ? openGraph : head.openGraph),
      'og:type': 'article',
      'og:title': shown.title,
      'og:description': shown.description,
      'og:image': image,
      'og:image:alt': shown.title,
      'og:url': canonical,
      'article:published_time': shown.date,
      'article:author': shown.author,
    },
    twitter: {
      ...head.twitter,
      'twitter:title': shown.title,
      'twitter:description': shown.description,
      'twitter:image': image,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: shown.title,
      description: shown.description,
      datePublished: shown.date,
      author: { '@type': 'Person', name: shown.author },
      inLanguage: shown.language,
      image,
      url: canonical,
      mainEntityOfPage: canonical,
      publisher: { '@type': 'Organization', name: siteName },
    },
    feeds,
  };
}
