// Formatting for the operations pages, in the interface language: days of a report, US dollar amounts (as
// providers bill them), shares as percentages.

/** A report day (YYYY-MM-DD) as "Mar 9" in the language; the day is a calendar date, so no time zone shifts it. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A long day label for tables: "Mon, Mar 9, 2026". */
export function dayLongLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Dollars with cents, and more digits for the fractions of a cent small calls cost. */
export function formatUsd(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: value !== 0 && Math.abs(value) < 1 ? 4 : 2,
  }).format(value);
}

export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
