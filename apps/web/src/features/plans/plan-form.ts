// The admins' plan form as text fields, and its conversion to the API's PlanBody (prices typed in major units
// are turned into minor units by their digits, never through floating point).
import {
  METERED_ACTIONS,
  type LocalizedText,
  type MeteredAction,
  type Plan,
  type PlanBody,
  type PlanFeature,
} from '@vidcraft/contracts';
import { fractionDigits } from './pricing.ts';

export interface TranslationDraft {
  language: string;
  name: string;
  description: string;
}

export interface PlanDraft {
  slug: string;
  nameEn: string;
  descriptionEn: string;
  translations: TranslationDraft[];
  monthly: string;
  yearly: string;
  currency: string;
  trialDays: string;
  limits: Record<MeteredAction, string>;
  features: PlanFeature[];
  visibility: Plan['visibility'];
  sortOrder: string;
}

/** "19.99" in USD → 1999; "" → null; anything else that is not a plain amount → undefined (invalid). */
export function parseMinor(text: string, currency: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const digits = fractionDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  return Number(`${match[1]}${fraction.padEnd(digits, '0')}`);
}

/** 1999 in USD → "19.99" (for the form's field). */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = fractionDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export function emptyDraft(): PlanDraft {
  return {
    slug: '',
    nameEn: '',
    descriptionEn: '',
    translations: [],
    monthly: '',
    yearly: '',
    currency: 'USD',
    trialDays: '0',
    limits: Object.fromEntries(METERED_ACTIONS.map((a) => [a, '0'])) as Record<MeteredAction, string>,
    features: [],
    visibility: 'hidden',
    sortOrder: '100',
  };
}

export function draftOf(plan: Plan): PlanDraft {
  const currency = plan.prices.month?.currency ?? plan.prices.year?.currency ?? 'USD';
  return {
    slug: plan.slug,
    nameEn: plan.name.en ?? '',
    descriptionEn: plan.description.en ?? '',
    // A language may have only a description ("Pro" is "Pro" everywhere): every language either text has.
    translations: [...new Set([...Object.keys(plan.name), ...Object.keys(plan.description)])]
      .filter((language) => language !== 'en')
      .map((language) => ({
        language,
        name: plan.name[language] ?? '',
        description: plan.description[language] ?? '',
      })),
    monthly: plan.prices.month ? formatMinor(plan.prices.month.amountMinor, currency) : '',
    yearly: plan.prices.year ? formatMinor(plan.prices.year.amountMinor, currency) : '',
    currency,
    trialDays: String(plan.trialDays),
    limits: Object.fromEntries(METERED_ACTIONS.map((a) => [a, String(plan.limits[a])])) as Record<
      MeteredAction,
      string
    >,
    features: [...plan.features],
    visibility: plan.visibility,
    sortOrder: String(plan.sortOrder),
  };
}

function wholeNumber(text: string): number | undefined {
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** The body to send, or the name of the first field that is not valid. */
export function bodyOf(draft: PlanDraft): { body: PlanBody } | { invalid: string } {
  const currency = draft.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { invalid: 'currency' };
  const month = parseMinor(draft.monthly, currency);
  if (month === undefined) return { invalid: 'monthly' };
  const year = parseMinor(draft.yearly, currency);
  if (year === undefined) return { invalid: 'yearly' };
  const trialDays = wholeNumber(draft.trialDays);
  if (trialDays === undefined) return { invalid: 'trialDays' };
  const sortOrder = wholeNumber(draft.sortOrder);
  if (sortOrder === undefined) return { invalid: 'sortOrder' };
  const limits: Record<string, number> = {};
  for (const action of METERED_ACTIONS) {
    const limit = wholeNumber(draft.limits[action]);
    if (limit === undefined) return { invalid: action };
    limits[action] = limit;
  }
  if (draft.nameEn.trim() === '') return { invalid: 'nameEn' };
  const name: LocalizedText = { en: draft.nameEn.trim() };
  const description: LocalizedText = { en: draft.descriptionEn.trim() || draft.nameEn.trim() };
  for (const translation of draft.translations) {
    const language = translation.language.trim().toLowerCase();
    if (!/^[a-z]{2}$/.test(language)) return { invalid: 'translationLanguage' };
    if (translation.name.trim()) name[language] = translation.name.trim();
    if (translation.description.trim()) description[language] = translation.description.trim();
  }
  return {
    body: {
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      name,
      description,
      prices: {
        month: month === null ? null : { amountMinor: month, currency },
        year: year === null ? null : { amountMinor: year, currency },
      },
      trialDays,
      limits: limits as PlanBody['limits'],
      features: draft.features,
      visibility: draft.visibility,
      sortOrder,
    },
  };
}
