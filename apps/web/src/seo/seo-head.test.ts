import { describe, expect, it } from 'vitest';
import { englishI18n } from '../test/english-i18n.ts';
import { renderSeoHead, safeJsonForScript } from './render-seo-head.ts';
import { buildSeoHead, withProductKeyword } from './seo-head.ts';

const t = englishI18n().t;

describe('SEO head', () => {
  it('appends the product keyword unless it is already there', () => {
    expect(withProductKeyword('youtube tags, seo', 'Vidcraft')).toBe('youtube tags, seo, Vidcraft');
    expect(withProductKeyword('try vidcraft today', 'Vidcraft')).toBe('try vidcraft today');
    expect(withProductKeyword('', 'Vidcraft')).toBe('Vidcraft');
  });

  it('links every language plus x-default and a canonical in the page language', () => {
    const head = buildSeoHead({ page: 'support', language: 'de', t, siteUrl: 'https://vidcraft.test' });
    expect(head.canonical).toBe('https://vidcraft.test/de/support');
    expect(head.alternates).toHaveLength(24);
    expect(head.alternates).toContainEqual({ hrefLang: 'en', href: 'https://vidcraft.test/support' });
    expect(head.alternates).toContainEqual({ hrefLang: 'x-default', href: 'https://vidcraft.test/support' });
    expect(head.robots).toBe('index, follow');
    expect(head.twitter['twitter:card']).toBe('summary_large_image');
  });

  it('keeps not-found pages out of the index, without canonical', () => {
    const head = buildSeoHead({ page: 'notFound', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    expect(head).toMatchObject({
      robots: 'noindex, nofollow',
      canonical: null,
      alternates: [],
      jsonLd: null,
    });
  });

  it('keeps signed-in screens out of the index, titled in the page language', () => {
    const head = buildSeoHead({ page: 'dashboard', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    expect(head).toMatchObject({
      title: 'Dashboard — Vidcraft',
      description: 'Your Vidcraft workspace.',
      robots: 'noindex, nofollow',
      canonical: null,
      alternates: [],
    });
  });

  it('indexes the sign-in and OAuth setup pages with their own records', () => {
    const head = buildSeoHead({ page: 'oauthSetup', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    expect(head.canonical).toBe('https://vidcraft.test/oauth-setup');
    expect(head.robots).toBe('index, follow');
    expect(head.title).toBe('Set up Google sign-in for your own Vidcraft');
  });

  it('describes the home page as a free-to-start web application, with no invented ratings', () => {
    const head = buildSeoHead({ page: 'home', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    expect(head.jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(head.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('escapes text and script content', () => {
    expect(safeJsonForScript({ a: '</script><b>' })).not.toContain('<');
    const html = renderSeoHead({
      ...buildSeoHead({ page: 'home', language: 'en', t, siteUrl: 'https://vidcraft.test' }),
      title: 'A "quoted" <title>',
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
  });
});
