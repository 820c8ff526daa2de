// The per-page SEO record (spec §3, §5, §9): title, description, keywords, canonical, hreflang alternates for
// every language plus x-default, Open Graph and Twitter tags, robots, and structured data. Fallbacks: a blank
// text takes the English one, an unknown page the site's generic texts; og/twitter texts fall back to the plain
// ones; the image is the page's own, else its per-language card (/og-<page>.png, made at build time), else
// /og-image.png.
import type { TFunction } from 'i18next';
import { LANGUAGE_CODES, textDirection, type LanguageCode } from '../i18n/languages.ts';
import { localizePath } from '../lib/language-prefix.ts';
import { isPrivatePage, PAGE_PATHS, type PageKey, type PublicPage } from './pages.ts';
import type { SiteRating } from '@vidcraft/contracts/structured-data';
import { publicPageJsonLd } from './structured-data.ts';

/** The site-wide card, for pages without their own. */
export const OG_IMAGE_PATH = '/og-image.png';

/** A public page's own card in one language (scripts/og-images renders them all at build time). */
export function pageOgImagePath(page: PublicPage, language: LanguageCode): string {
  return localizePath(`/og-${page}.png`, language);
}
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
  /** Atom feeds of the page (`<link rel="alternate" type="application/atom+xml">`), e.g. the blog's. */
  feeds?: ReadonlyArray<{ href: string; title: string }>;
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
  /** The page's own image (a path on the site), ahead of its default card. */
  image?: string;
  /** The operator's configured rating (never at prerender: the server adds it to the served pages). */
  rating?: SiteRating | null;
}

/** A text of the Index namespace; blank in this language → English; missing → ''. */
function indexText(t: TFunction, key: string, language: LanguageCode): string {
  // Keys are built from page names, some of which (an unknown page, og overrides) may not exist: untyped lookup.
  const lookup = t as unknown as (key: string, options: Record<string, string>) => unknown;
  const own = String(lookup(key, { ns: 'Index', lng: language, defaultValue: '' })).trim();
  if (own) return own;
  return String(lookup(key, { ns: 'Index', lng: 'en', defaultValue: '' })).trim();
}

function isKnownPublicPage(page: string): page is PublicPage {
  return Object.hasOwn(PAGE_PATHS, page);
}

export function buildSeoHead({ page, language, t, siteUrl, image, rating }: BuildSeoOptions): SeoHead {
  const text = (key: string) => indexText(t, key, language);
  const siteName = t('brand.name', { ns: 'common', lng: language });
  const privatePage = isPrivatePage(page);
  // Signed-in screens share one description and keyword set; only their titles differ.
  const textsOf = privatePage ? 'signedIn' : page;
  // An unknown page key (or one without texts) gets the site's generic texts.
  const title = text(`seo.${page}.title`) || siteName;
  const description = text(`seo.${textsOf}.description`) || text('seo.home.description');
  const keywords = text(`seo.${textsOf}.keywords`) || text('seo.home.keywords');
  const publicPage = isKnownPublicPage(page) ? page : null;
  const path = publicPage ? PAGE_PATHS[publicPage] : null;
  const url = (lng: LanguageCode) => (path === null ? null : `${siteUrl}${localizePath(path, lng)}`);
  const canonical = url(language);
  const imagePath = image ?? (publicPage ? pageOgImagePath(publicPage, language) : OG_IMAGE_PATH);
  const imageUrl = `${siteUrl}${imagePath}`;
  const ogTitle = text(`seo.${page}.ogTitle`) || title;
  const ogDescription = text(`seo.${page}.ogDescription`) || description;
  const twitterTitle = text(`seo.${page}.twitterTitle`) || ogTitle;
  const twitterDescription = text(`seo.${page}.twitterDescription`) || ogDescription;

  return {
    lang: language,
    dir: textDirection(language),
    title,
    description,
    keywords: withProductKeyword(keywords, text('seo.productKeyword') || siteName),
    robots: canonical ? 'index, follow' : 'noindex, nofollow',
    canonical,
    alternates: canonical
      ? [
          ...LANGUAGE_CODES.map((lng) => ({ hrefLang: lng, href: url(lng) ?? '' })),
          { hrefLang: 'x-default', href: url('en') ?? '' },
        ]
      : [],
    openGraph: {
      'og:type': 'website',
      'og:site_name': siteName,
      'og:title': ogTitle,
      'og:description': ogDescription,
      'og:image': imageUrl,
      'og:image:width': String(OG_IMAGE_SIZE.width),
      'og:image:height': String(OG_IMAGE_SIZE.height),
      'og:image:alt': ogTitle,
      'og:locale': language,
      ...(canonical ? { 'og:url': canonical } : {}),
    },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': twitterTitle,
      'twitter:description': twitterDescription,
      'twitter:image': imageUrl,
      'twitter:image:alt': twitterTitle,
    },
    jsonLd:
      publicPage && canonical
        ? publicPageJsonLd({
            page: publicPage,
            language,
            t,
            siteUrl,
            canonical,
            siteName,
            title,
            description,
            dateModified: __BUILD_DATE__,
            rating,
          })
        : null,
  };
}
