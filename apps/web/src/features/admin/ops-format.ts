// Formatting for the operations pages, in the interface language: US dollar amounts (as providers bill them).
import { numberFormat } from '../../lib/intl-formats.ts';

/** Dollars with cents, and more digits for the fractions of a cent small calls cost. */
export function formatUsd(value: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: value !== 0 && Math.abs(value) < 1 ? 4 : 2,
  }).format(value);
}
