// Numbers, durations and dates in the interface language (Intl), the way creators read them on YouTube.
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

const COMPACT_FROM = 10_000;

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/** 1,234 stays exact; from 10,000 on it is compact: 12K, 1.2M (in the language's own style). */
export function formatCompact(value: number, language: string): string {
  if (Math.abs(value) < COMPACT_FROM) return formatNumber(value, language);
  return numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** m:ss under an hour, h:mm:ss from an hour on. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A wait as a length of time: "45 seconds", "2 minutes" (minutes rounded up from a minute on). */
export function formatWait(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "now" — the largest unit that fits. */
export function formatRelative(date: Date | string, language: string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const diffSeconds = (then.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diffSeconds) >= size || unit === 'second') {
      return format.format(Math.round(diffSeconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

export function formatDate(date: Date | string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(date));
}

export function formatDateTime(date: Date | string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(date));
}

export function formatTime(date: Date | string, language: string): string {
  return dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(date));
}

/** A report day (YYYY-MM-DD) as "Mar 9" in the language; the day is a calendar date, so no time zone shifts it. */
export function dayLabel(day: string, language: string): string {
  return dateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A long day label for tables: "Mon, Mar 9, 2026". */
export function dayLongLabel(day: string, language: string): string {
  return dateTimeFormat(language, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A share (0.125) as a percentage ("12.5 %") in the language. */
export function formatPercent(share: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
