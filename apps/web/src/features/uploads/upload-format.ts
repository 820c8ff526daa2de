// Sizes, speeds, loudness values and times of the upload tool in the interface language (Intl): units are
// written by Intl itself, so every language gets its own plural forms and decimal signs.
import { formatDuration } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-formats.ts';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

function unitFormat(value: number, unit: string, language: string, display: 'short' | 'long' = 'short') {
  return numberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: display,
    maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0,
  }).format(value);
}

/** "312 kB", "48 MB", "2.1 GB" (counted in 1,024s, like the server's limit). */
export function formatBytes(bytes: number, language: string): string {
  if (bytes >= GB) return unitFormat(bytes / GB, 'gigabyte', language);
  if (bytes >= MB) return unitFormat(bytes / MB, 'megabyte', language);
  return unitFormat(Math.max(bytes, 1) / KB, 'kilobyte', language);
}

/** "3.2 MB/s", "840 kB/s". */
export function formatSpeed(bytesPerSecond: number, language: string): string {
  if (bytesPerSecond >= MB) return unitFormat(bytesPerSecond / MB, 'megabyte-per-second', language);
  return unitFormat(Math.max(bytesPerSecond, 1) / KB, 'kilobyte-per-second', language);
}

/** "72 hours", "3 days" for longer spans that are whole days. */
export function formatHours(hours: number, language: string): string {
  if (hours >= 48 && hours % 24 === 0) return unitFormat(hours / 24, 'day', language, 'long');
  return unitFormat(hours, 'hour', language, 'long');
}

/** "2.5 seconds" (long form, for sentences). */
export function formatSeconds(seconds: number, language: string): string {
  return unitFormat(seconds, 'second', language, 'long');
}

/**
 * A measured value with one decimal, its sign kept: "−17.2", "3.2". Loudness values read as technical values,
 * left to right with their unit in every language, so the direction marks some locales put before a minus sign
 * (Arabic's U+061C) are left out: the sentences keep "−17.2 LUFS" together as one left-to-right measurement.
 */
export function formatOneDecimal(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    .format(value)
    .replace(/[\u061c\u200e\u200f]/g, '');
}

/** A position in the video: m:ss, or h:mm:ss from an hour on. */
export function formatClock(seconds: number): string {
  return formatDuration(Math.floor(seconds));
}

/** A sample rate in kHz (an SI symbol every language writes the same): "48 kHz", "44.1 kHz". */
export function formatSampleRate(hertz: number, language: string): string {
  return `${numberFormat(language, { maximumFractionDigits: 1 }).format(hertz / 1000)} kHz`;
}

/** The file name without its extension (the working title's default, as the server makes it). */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/_+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return base.slice(0, 100);
}
