// schema.org structured data of the public pages (spec §5, §9): the Organization behind the site on every page,
// plus the page's own node — SoftwareApplication on home, FAQPage on /how-to, the offer catalogue on /pricing
// (from the plan catalogue: lowest and highest price in USD), a WebPage elsewhere. No rating is ever invented:
// the application's aggregateRating appears only when the operator configures a real one (decision 041); the
// prerender never has one, the server adds it to the served pages.
import { planCatalogue } from '@vidcraft/contracts/plan-catalogue';
import { aggregateRatingNode, type SiteRating } from '@vidcraft/contracts/structured-data';
import type { TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../i18n/languages.ts';
import { localizePath } from '../lib/language-prefix.ts';
import { offerCatalogJsonLd } from '../features/plans/pricing.ts';
import type { PublicPage } from './pages.ts';

/** The questions /how-to answers, in page order (`pages.howTo.faq.<id>.question|answer` in Index). */
export const HOW_TO_QUESTIONS = ['changes', 'aiKey', 'quota', 'access'] as const;

export const DEFAULT_LOGO_PATH = '/logo.png';
/** When the public pages first went up; dateModified is the build's day. */
export const DATE_PUBLISHED = '2024-01-01';

interface StructuredDataInput {
  page: PublicPage;
  language: LanguageCode;
  t: TFunction;
  siteUrl: string;
  canonical: string;
  siteName: string;
  title: string;
  description: string;
  dateModified: string;
  /** The operator's configured rating, if any. */
  rating?: SiteRating | null;
}

export function organizationJsonLd(siteUrl: string, siteName: string, language: LanguageCode) {
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: siteName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${DEFAULT_LOGO_PATH}`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      url: `${siteUrl}${localizePath('/support', language)}`,
      availableLanguage: [...LANGUAGE_CODES],
    },
  };
}

function pageNode(input: StructuredDataInput): Record<string, unknown> {
  const { page, language, t, siteUrl, canonical, siteName, title, description, rating } = input;
  const publisher = { '@id': `${siteUrl}/#organization` };
  if (page === 'home') {
    return {
      '@type': 'SoftwareApplication',
      name: siteName,
      description,
      url: canonical,
      applicationCategory: 'VideoApplication',
      operatingSystem: 'Web',
      inLanguage: language,
      publisher,
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'USD',
        description: t('seo.home.offer', { ns: 'Index', lng: language }),
      },
      // Last, where the server adds it to the served page: the client's record then matches the HTML exactly.
      ...(rating ? { aggregateRating: aggregateRatingNode(rating) } : {}),
    };
  }
  if (page === 'howTo') {
    const inIndex = { ns: 'Index', lng: language } as const;
    return {
      '@type': 'FAQPage',
      name: title,
      url: canonical,
      inLanguage: language,
      mainEntity: HOW_TO_QUESTIONS.map((id) => ({
        '@type': 'Question',
        name: t(`pages.howTo.faq.${id}.question`, inIndex),
        acceptedAnswer: { '@type': 'Answer', text: t(`pages.howTo.faq.${id}.answer`, inIndex) },
      })),
    };
  }
  if (page === 'pricing') {
    // The catalogue's example prices (the page itself shows this deployment's live plans once loaded).
    const plans = planCatalogue()
      .filter((plan) => plan.visibility === 'public')
      .sort((a, b) => a.sortOrder - b.sortOrder);
    const { '@context': _context, ...catalog } = offerCatalogJsonLd(plans, {
      language,
      url: canonical,
      name: title,
    });
    return catalog;
  }
  return {
    '@type': 'WebPage',
    name: title,
    description,
    url: canonical,
    inLanguage: language,
    isPartOf: { '@type': 'WebSite', name: siteName, url: `${siteUrl}/` },
    publisher,
    datePublished: DATE_PUBLISHED,
    dateModified: input.dateModified,
  };
}

/** One JSON-LD document per public page: the Organization and the page's node. */
export function publicPageJsonLd(input: StructuredDataInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@graph': [organizationJsonLd(input.siteUrl, input.siteName, input.language), pageNode(input)],
  };
}
