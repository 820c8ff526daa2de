// YouTube's quota days (YYYY-MM-DD, as YouTube counts them in Pacific time) written as dates in the interface
// language — the day as given, never shifted by the reader's time zone.
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats.ts';

export function formatQuotaDay(day: string, language: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatUsd(amount: number, language: string): string {
  return numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: amount > 0 && amount < 0.01 ? 4 : 2,
  }).format(amount);
}
