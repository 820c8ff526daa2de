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
    const graph = (head.jsonLd?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph[1]).toMatchObject({
      '@type': 'SoftwareApplication',
      offers: { price: '0', priceCurrency: 'USD' },
    });
    expect(JSON.stringify(head.jsonLd)).not.toContain('aggregateRating');
  });

  it('gives the application the rating the operator configured, as its last property (where the server adds it)', () => {
    const head = buildSeoHead({
      page: 'home',
      language: 'en',
      t,
      siteUrl: 'https://vidcraft.test',
      rating: { value: 4.7, count: 312 },
    });
    const graph = (head.jsonLd?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(Object.keys(graph[1] ?? {}).at(-1)).toBe('aggregateRating');
    expect(graph[1]?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 312,
      bestRating: 5,
      worstRating: 1,
    });
    const pricing = buildSeoHead({
      page: 'pricing',
      language: 'en',
      t,
      siteUrl: 'https://vidcraft.test',
      rating: { value: 4.7, count: 312 },
    });
    expect(JSON.stringify(pricing.jsonLd)).not.toContain('aggregateRating');
  });

  it('names the organization behind every public page, with customer support in all 23 languages', () => {
    const head = buildSeoHead({ page: 'support', language: 'fr', t, siteUrl: 'https://vidcraft.test' });
    const graph = (head.jsonLd?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph[0]).toMatchObject({
      '@type': 'Organization',
      url: 'https://vidcraft.test/',
      logo: 'https://vidcraft.test/logo.png',
      contactPoint: { contactType: 'customer support', url: 'https://vidcraft.test/fr/support' },
    });
    expect((graph[0]?.contactPoint as { availableLanguage: string[] }).availableLanguage).toHaveLength(23);
    expect(graph[1]).toMatchObject({
      '@type': 'WebPage',
      datePublished: '2024-01-01',
      dateModified: '2026-01-02',
    });
  });

  it('answers the how-to questions as an FAQPage', () => {
    const head = buildSeoHead({ page: 'howTo', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    const faq = ((head.jsonLd?.['@graph'] ?? []) as Record<string, unknown>[])[1] as {
      '@type': string;
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(4);
    expect(faq.mainEntity[0]?.name).toBe(t('pages.howTo.faq.changes.question', { ns: 'Index' }));
    expect(faq.mainEntity.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
  });

  it('lists the catalogue offers on /pricing with the lowest and highest price in USD', () => {
    const head = buildSeoHead({ page: 'pricing', language: 'en', t, siteUrl: 'https://vidcraft.test' });
    const catalog = ((head.jsonLd?.['@graph'] ?? []) as Record<string, unknown>[])[1];
    expect(catalog).toMatchObject({
      '@type': 'OfferCatalog',
      url: 'https://vidcraft.test/pricing',
      offers: { '@type': 'AggregateOffer', lowPrice: '19', highPrice: '49', priceCurrency: 'USD' },
    });
  });

  it('shows each public page its own card in its language, others the site card', () => {
    const de = buildSeoHead({ page: 'pricing', language: 'de', t, siteUrl: 'https://vidcraft.test' });
    expect(de.openGraph['og:image']).toBe('https://vidcraft.test/de/og-pricing.png');
    expect(de.twitter['twitter:image']).toBe('https://vidcraft.test/de/og-pricing.png');
    const own = buildSeoHead({ page: 'home', language: 'en', t, siteUrl: 'https://a.test', image: '/x.png' });
    expect(own.openGraph['og:image']).toBe('https://a.test/x.png');
    const dashboard = buildSeoHead({ page: 'dashboard', language: 'en', t, siteUrl: 'https://a.test' });
    expect(dashboard.openGraph['og:image']).toBe('https://a.test/og-image.png');
  });

  it('falls back to English for a blank text and to generic texts for an unknown page', () => {
    const blank = ((key: string, options?: { lng?: string }) =>
      options?.lng === 'es' && key === 'seo.support.description'
        ? ' '
        : t(key as never, options as never)) as never;
    const es = buildSeoHead({ page: 'support', language: 'es', t: blank, siteUrl: 'https://a.test' });
    expect(es.description).toBe(t('seo.support.description', { ns: 'Index', lng: 'en' }));
    expect(es.openGraph['og:description']).toBe(es.description);
    const unknown = buildSeoHead({ page: 'nope' as never, language: 'en', t, siteUrl: 'https://a.test' });
    expect(unknown).toMatchObject({ title: 'Vidcraft', robots: 'noindex, nofollow', canonical: null });
    expect(unknown.description).toBe(t('seo.home.description', { ns: 'Index' }));
    expect(unknown.keywords.endsWith(t('seo.productKeyword', { ns: 'Index' }))).toBe(true);
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
