// Builds and applies the page's head (title, meta, canonical, hreflang, JSON-LD). use-document-seo.ts loads this
// after the first render: a prerendered page already has its head, and these builders (with the plan catalogue for
// the /pricing offers) would otherwise be part of every page's app JavaScript (decision 044).
import type { SiteRating } from '@vidcraft/contracts/structured-data';
import type { TFunction } from 'i18next';
import type { LanguageCode } from '../i18n/languages.ts';
import { applySeoHead } from '../seo/apply-seo-head.ts';
import type { PageKey } from '../seo/pages.ts';
import { buildSeoHead } from '../seo/seo-head.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { siteRating } from '../seo/site-rating.ts';
import { withBlogSeo } from '../features/blog/blog-seo.ts';

export interface DocumentSeo {
  page: PageKey;
  language: LanguageCode;
  t: TFunction;
  handle: unknown;
  configuredRating: SiteRating | undefined;
}

export function applyDocumentSeo({ page, language, t, handle, configuredRating }: DocumentSeo): void {
  const siteUrl = siteOrigin();
  const rating = siteRating(configuredRating);
  applySeoHead(withBlogSeo(buildSeoHead({ page, language, t, siteUrl, rating }), page, handle, siteUrl));
}
