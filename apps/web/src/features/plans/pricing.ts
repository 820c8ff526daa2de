// Pure helpers for showing plans: localized names, prices formatted for display (never computed with), the
// lowest and highest offer, and the offer catalog's structured data (what a plan card lists: plan-card-content.ts).
// Type-only imports on purpose: the pricing structured data is part of every public page's SEO record, and a value
// import of the contracts would bring every route schema (and zod) into the app's entry.
import type { BillingInterval, LocalizedText, Plan, Price } from '@vidcraft/contracts';
import { numberFormat } from '../../lib/intl-formats.ts';

/** The text in `language`, or the English one. */
export function localizedText(text: LocalizedText, language: string): string {
  const own = text[language];
  return own !== undefined && own.trim() !== '' ? own : (text.en ?? '');
}

/** How many digits a currency's minor unit has (2 for USD, 0 for JPY); 2 for a code Intl does not know. */
export function fractionDigits(currency: string): number {
  try {
    return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** A price in minor units as major units, e.g. 1900 USD → 19 (for display and structured data only). */
export function majorAmount(price: Price): number {
  return price.amountMinor / 10 ** fractionDigits(price.currency);
}

/** "$19.00", "19,00 €", … in the interface language. */
export function formatPrice(price: Price, language: string): string {
  try {
    return numberFormat(language, { style: 'currency', currency: price.currency }).format(majorAmount(price));
  } catch {
    return `${majorAmount(price).toFixed(fractionDigits(price.currency))} ${price.currency}`;
  }
}

/** Plans shown on the pricing page: public ones, in display order. */
export function publicPlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.visibility === 'public').sort((a, b) => a.sortOrder - b.sortOrder);
}

export interface OfferRange {
  low: Price;
  high: Price;
  count: number;
}

/**
 * The lowest and highest priced offer for an interval, in one currency (the first priced plan's; offers in
 * another currency are left out rather than compared). Null when nothing is priced.
 */
export function offerRange(
  plans: readonly Pick<Plan, 'kind' | 'prices'>[],
  interval: BillingInterval,
): OfferRange | null {
  const prices = plans.flatMap((plan) =>
    plan.kind === 'paid' && plan.prices[interval] ? [plan.prices[interval]] : [],
  );
  const first = prices[0];
  if (!first) return null;
  const same = prices.filter((price) => price.currency === first.currency);
  const sorted = [...same].sort((a, b) => a.amountMinor - b.amountMinor);
  return { low: sorted[0] ?? first, high: sorted[sorted.length - 1] ?? first, count: same.length };
}

/** schema.org OfferCatalog for the pricing page, with an AggregateOffer over the paid plans' monthly prices. */
export function offerCatalogJsonLd(
  plans: readonly Pick<Plan, 'kind' | 'prices' | 'name' | 'description'>[],
  { language, url, name }: { language: string; url: string; name: string },
): Record<string, unknown> {
  const range = offerRange(plans, 'month');
  const offers = plans.flatMap((plan) => {
    const price =
      plan.kind === 'paid' ? plan.prices.month : { amountMinor: 0, currency: range?.low.currency ?? 'USD' };
    if (!price) return [];
    return [
      {
        '@type': 'Offer',
        name: localizedText(plan.name, language),
        description: localizedText(plan.description, language),
        price: majorAmount(price).toString(),
        priceCurrency: price.currency,
        url,
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name,
    url,
    inLanguage: language,
    itemListElement: offers,
    ...(range
      ? {
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: majorAmount(range.low).toString(),
            highPrice: majorAmount(range.high).toString(),
            priceCurrency: range.low.currency,
            offerCount: range.count,
          },
        }
      : {}),
  };
}
