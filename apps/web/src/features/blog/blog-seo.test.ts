import { describe, expect, it } from 'vitest';
import { BLOG_CATALOG } from 'virtual:blog-catalog';
import { routePatterns } from '../../app/route-patterns.ts';
import { createRoutes } from '../../app/routes.tsx';
import { renderSeoHead } from '../../seo/render-seo-head.ts';
import type { SeoHead } from '../../seo/seo-head.ts';
import { withBlogSeo, type BlogPostHandle } from './blog-seo.ts';

const SITE = 'https://vidcraft.test';
const base: SeoHead = {
  lang: 'de',
  dir: 'ltr',
  title: 'Blog – Vidcraft',
  description: 'Blog',
  keywords: 'k',
  robots: 'index, follow',
  canonical: `${SITE}/de/blog`,
  alternates: [],
  openGraph: { 'og:type': 'website', 'og:site_name': 'Vidcraft', 'og:image': `${SITE}/og-image.png` },
  twitter: { 'twitter:card': 'summary_large_image' },
  jsonLd: null,
};

const handle: BlogPostHandle = {
  page: 'blog',
  blogPost: {
    languages: ['en', 'de', 'es'],
    shown: {
      slug: 'a-post',
      language: 'de',
      title: 'Ein Beitrag',
      date: '2026-11-20',
      author: 'Das Team',
      description: 'Worum es geht',
      image: null,
      readingMinutes: 3,
    },
  },
};

describe('withBlogSeo', () => {
  it('leaves other pages alone and gives the blog index its feed link', () => {
    expect(withBlogSeo(base, 'home', undefined, SITE)).toBe(base);
    const index = withBlogSeo(base, 'blog', { page: 'blog' }, SITE);
    expect(index.feeds).toEqual([{ href: `${SITE}/de/blog/atom.xml`, title: base.title }]);
    expect(renderSeoHead(index)).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Blog – Vidcraft" href="${SITE}/de/blog/atom.xml" data-seo>`,
    );
  });

  it('describes a post: its texts, hreflang for its languages only, article and BlogPosting', () => {
    const head = withBlogSeo(base, 'blog', handle, SITE);
    expect(head.title).toBe('Ein Beitrag — Vidcraft');
    expect(head.description).toBe('Worum es geht');
    expect(head.canonical).toBe(`${SITE}/de/blog/a-post`);
    expect(head.alternates).toEqual([
      { hrefLang: 'en', href: `${SITE}/blog/a-post` },
      { hrefLang: 'de', href: `${SITE}/de/blog/a-post` },
      { hrefLang: 'es', href: `${SITE}/es/blog/a-post` },
      { hrefLang: 'x-default', href: `${SITE}/blog/a-post` },
    ]);
    expect(head.openGraph['og:type']).toBe('article');
    expect(head.openGraph['og:url']).toBe(`${SITE}/de/blog/a-post`);
    expect(head.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Ein Beitrag',
      datePublished: '2026-11-20',
      author: { '@type': 'Person', name: 'Das Team' },
      inLanguage: 'de',
      image: `${SITE}/og-image.png`,
    });
    expect(head.feeds?.[0]?.href).toBe(`${SITE}/de/blog/atom.xml`);
  });

  it('names the original canonical when the post is not written in the page language', () => {
    const english = { ...handle.blogPost.shown, language: 'en' as const, title: 'A post' };
    const head = withBlogSeo(
      { ...base, lang: 'fr', canonical: `${SITE}/fr/blog` },
      'blog',
      { page: 'blog', blogPost: { languages: ['en', 'de'], shown: english } },
      SITE,
    );
    expect(head.canonical).toBe(`${SITE}/blog/a-post`);
    expect(head.openGraph['og:url']).toBe(`${SITE}/blog/a-post`);
    expect(head.alternates.map((alternate) => alternate.hrefLang)).toEqual(['en', 'de', 'x-default']);
  });
});

describe('blog routes', () => {
  const patterns = routePatterns(createRoutes());
  it('lists every known post in every language and no catch-all slug (unknown ones are 404)', () => {
    const slugs = Object.keys(BLOG_CATALOG);
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of slugs) {
      expect(patterns).toContain(`/blog/${slug}`);
      expect(patterns).toContain(`/ar/blog/${slug}`);
    }
    expect(patterns).toContain('/de/blog');
    expect(patterns.some((pattern) => /\/blog\/:/.test(pattern))).toBe(false);
  });
});
