// The per-page SEO record (spec §3, §5, §9): title, description, keywords, canonical, hreflang alternates for
// every language plus x-default, Open Graph and Twitter tags, robots, and structured data for the home page.
import type { TFunction } from 'i18next';
import { LANGUAGE_CODES, textDirection, type LanguageCode } from '../i18n/languages.ts';
import { localizePath } from '../lib/language-prefix.ts';
import { isPrivatePage, PAGE_PATHS, type PageKey } from './pages.ts';

export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** The browser chrome colour: the app's near-black page, so the mobile toolbar blends in. */
export const THEME_COLOR = '#090b10';

export interface SeoHead {
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  title: string;
  description: string;
  keywords: string;
  robots: string;
  canonical: string | null;
  alternates: Array<{ hrefLang: string; href: string }>;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: Record<string, unknown> | null;
}

/** Keywords always end with the product's own phrase, unless they already contain it (spec §5). */
export function withProductKeyword(keywords: string, productKeyword: string): string {
  const trimmed = keywords.trim().replace(/,\s*$/, '');
  if (!trimmed) return productKeyword;
  return trimmed.toLowerCase().includes(productKeyword.toLowerCase())
    ? trimmed
    : `${trimmed}, ${productKeyword}`;
}

export interface BuildSeoOptions {
  page: PageKey;
  language: LanguageCode;
  t: TFunction;
  siteUrl: string;
}

export function buildSeoHead({ page, language, t, siteUrl }: BuildSeoOptions): SeoHead {
  const inIndex = { ns: 'Index', lng: language } as const;
  const title = t(`seo.${page}.title`, inIndex);
  // Signed-in screens share one description and keyword set; only their titles differ.
  const description = isPrivatePage(page)
    ? t('seo.signedIn.description', inIndex)
    : t(`seo.${page}.description`, inIndex);
  const keywords = isPrivatePage(page)
    ? t('seo.signedIn.keywords', inIndex)
    : t(`seo.${page}.keywords`, inIndex);
  const path = page !== 'notFound' && !isPrivatePage(page) ? PAGE_PATHS[page] : null;
  const indexable = path !== null;
  const url = (lng: LanguageCode) => (path === null ? null : `${siteUrl}${localizePath(path, lng)}`);
  const canonical = url(language);
  const image = `${siteUrl}${OG_IMAGE_PATH}`;
  const siteName = t('brand.name', { ns: 'common', lng: language });

  return {
    lang: language,
    dir: textDirection(language),
    title,
    description,
    keywords: withProductKeyword(keywords, t('seo.productKeyword', inIndex)),
    robots: indexable ? 'index, follow' : 'noindex, nofollow',
    canonical,
    alternates: indexable
      ? [
          ...LANGUAGE_CODES.map((lng) => ({ hrefLang: lng, href: url(lng) ?? '' })),
          { hrefLang: 'x-default', href: url('en') ?? '' },
        ]
      : [],
    openGraph: {
      'og:type': 'website',
      'og:site_name': siteName,
      'og:title': title,
      'og:description': description,
      'og:image': image,
      'og:image:width': String(OG_IMAGE_SIZE.width),
      'og:image:height': String(OG_IMAGE_SIZE.height),
      'og:locale': language,
      ...(canonical ? { 'og:url': canonical } : {}),
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
    },
    jsonLd:
      page === 'home' && canonical
        ? {
            '@context': 'https://schema.org',
            '@type': 'SoftwareApplication',
            name: siteName,
            description,
            url: canonical,
            applicationCategory: 'VideoApplication',
            operatingSystem: 'Web',
            inLanguage: language,
            offers: {
              '@type': 'Offer',
              price: '0',
              priceCurrency: 'USD',
              description: t('seo.home.offer', inIndex),
            },
          }
        : null,
  };
}
