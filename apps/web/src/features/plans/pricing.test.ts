import { describe, expect, it } from 'vitest';
import { FREE, PLANS, PRO, TRIAL, ULTIMATE, planOf } from './plan-fixtures.ts';
import { bodyOf, draftOf, formatMinor, parseMinor } from './plan-form.ts';
import { checkoutTarget } from './pricing-page.tsx';
import {
  formatPrice,
  localizedText,
  majorAmount,
  offerCatalogJsonLd,
  offerRange,
  publicPlans,
} from './pricing.ts';
import { planCardContent } from './plan-card-content.ts';

describe('prices', () => {
  it('formats minor units in the interface language, by the currency’s digits', () => {
    expect(formatPrice({ amountMinor: 1900, currency: 'USD' }, 'en')).toBe('$19.00');
    expect(formatPrice({ amountMinor: 1999, currency: 'EUR' }, 'de')).toBe('19,99\u00a0€');
    expect(formatPrice({ amountMinor: 1900, currency: 'JPY' }, 'en')).toBe('¥1,900');
    expect(majorAmount({ amountMinor: 1900, currency: 'JPY' })).toBe(1900);
  });

  it('reads and writes the admin form’s amounts without floating point', () => {
    expect(parseMinor('19.99', 'USD')).toBe(1999);
    expect(parseMinor('19,9', 'EUR')).toBe(1990);
    expect(parseMinor('', 'USD')).toBeNull();
    expect(parseMinor('1.234', 'USD')).toBeUndefined();
    expect(parseMinor('abc', 'USD')).toBeUndefined();
    expect(parseMinor('500', 'JPY')).toBe(500);
    expect(formatMinor(1999, 'USD')).toBe('19.99');
    expect(formatMinor(5, 'USD')).toBe('0.05');
    expect(formatMinor(500, 'JPY')).toBe('500');
  });

  it('turns a plan into the form and back unchanged', () => {
    const result = bodyOf(draftOf(ULTIMATE));
    expect(result).toEqual({
      body: {
        slug: 'ultimate',
        name: ULTIMATE.name,
        description: ULTIMATE.description,
        prices: ULTIMATE.prices,
        trialDays: ULTIMATE.trialDays,
        limits: ULTIMATE.limits,
        features: ULTIMATE.features,
        visibility: ULTIMATE.visibility,
        sortOrder: ULTIMATE.sortOrder,
      },
    });
    expect(bodyOf({ ...draftOf(PRO), monthly: '19.999' })).toEqual({ invalid: 'monthly' });
  });

  it('keeps a translated description whose name has no translation', () => {
    const pro = { ...PRO, description: { en: 'For weekly creators.', de: 'Für wöchentliche Creator.' } };
    const result = bodyOf(draftOf(pro));
    expect('body' in result && result.body.description).toEqual(pro.description);
    expect('body' in result && result.body.name).toEqual(pro.name);
  });
});

describe('offers', () => {
  it('finds the lowest and highest paid offer of an interval', () => {
    expect(offerRange(PLANS, 'month')).toEqual({
      low: { amountMinor: 1900, currency: 'USD' },
      high: { amountMinor: 4900, currency: 'USD' },
      count: 2,
    });
    expect(offerRange([TRIAL, FREE], 'year')).toBeNull();
  });

  it('leaves out offers in another currency instead of comparing them', () => {
    const euro = planOf({
      id: 'x',
      slug: 'euro',
      kind: 'paid',
      prices: { month: { amountMinor: 100, currency: 'EUR' }, year: null },
    });
    expect(offerRange([PRO, euro], 'month')?.count).toBe(1);
  });

  it('describes the catalog as schema.org structured data', () => {
    const ld = offerCatalogJsonLd(PLANS, {
      language: 'en',
      url: 'https://vidcraft.test/pricing',
      name: 'Plans',
    });
    expect(ld).toMatchObject({
      '@type': 'OfferCatalog',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '19',
        highPrice: '49',
        priceCurrency: 'USD',
        offerCount: 2,
      },
    });
    expect((ld.itemListElement as { name: string; price: string }[]).map((o) => [o.name, o.price])).toEqual([
      ['Trial', '0'],
      ['Free', '0'],
      ['Pro', '19'],
      ['Ultimate', '49'],
    ]);
  });
});

describe('plan cards', () => {
  it('lists public plans in display order', () => {
    const hidden = planOf({ id: 'h', slug: 'hidden', kind: 'paid', visibility: 'hidden' });
    expect(publicPlans([ULTIMATE, hidden, FREE, PRO, TRIAL]).map((p) => p.slug)).toEqual([
      'trial',
      'free',
      'pro',
      'ultimate',
    ]);
  });

  it('takes the interface language’s texts, English where there is none', () => {
    expect(localizedText({ en: 'Pro', de: 'Profi' }, 'de')).toBe('Profi');
    expect(localizedText({ en: 'Pro', de: ' ' }, 'de')).toBe('Pro');
    expect(localizedText({ en: 'Pro' }, 'ja')).toBe('Pro');
  });

  it('says what a plan costs and includes', () => {
    const pro = planCardContent(PRO, 'year', 'en');
    expect(pro.price).toEqual({ amountMinor: 19000, currency: 'USD' });
    expect(pro.offered).toBe(true);
    expect(pro.limits).toContainEqual({ action: 'optimization', limit: 100 });
    expect(pro.features).toEqual(['llmSuggestions']);
    const free = planCardContent(FREE, 'month', 'en');
    expect(free.price).toBeNull();
    expect(free.offered).toBe(true);
    expect(free.limits).toContainEqual({ action: 'translationLanguage', limit: 0 });
    const monthOnly = planOf({
      id: 'm',
      slug: 'm',
      kind: 'paid',
      prices: { month: PRO.prices.month, year: null },
    });
    expect(planCardContent(monthOnly, 'year', 'en').offered).toBe(false);
  });

  it('keeps the sandbox’s relative checkout in the app and sends others to the provider', () => {
    expect(checkoutTarget('/billing/checkout/abc')).toEqual({ kind: 'app', url: '/billing/checkout/abc' });
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/x')).toMatchObject({ kind: 'external' });
    expect(checkoutTarget('//evil.example/x')).toMatchObject({ kind: 'external' });
  });
});
