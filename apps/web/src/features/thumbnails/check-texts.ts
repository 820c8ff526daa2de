// The thumbnail checks in the interface language. The server measures and sends each check's id with the
// measured values (`details`); the reason is written here from them, so it reads the same in every language.
// The ids are the contract's (THUMBNAIL_CHECK_IDS); each has its name and reasons in the `thumbnails` namespace.
import type { ThumbnailCheck } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-formats.ts';

export interface CheckText {
  name: string;
  reason: string;
}

type Details = ThumbnailCheck['details'];

function num(details: Details, key: string, fallback = 0): number {
  const value = details[key];
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function text(details: Details, key: string): string | null {
  const value = details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * A byte count the way file sizes are read: "312 kB", "1.4 MB". Counted in 1,024s, as YouTube's "2 MB" limit is
 * (the server's limit is 2 × 1024 × 1024 bytes), so the limit itself reads "2 MB".
 */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes, 1) / 1024, 'kilobyte'];
  return numberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

export interface CheckContext {
  /** The design has text (without it, the text checks pass with nothing to measure). */
  hasText: boolean;
}

function reasonOf(
  t: TFunction<'thumbnails'>,
  check: ThumbnailCheck,
  language: string,
  { hasText }: CheckContext,
): string {
  const { details, passed } = check;
  const n = (value: number) => formatNumber(value, language);
  switch (check.id) {
    case 'legibleSize': {
      const textPx = num(details, 'textPx');
      const values = {
        textPx: n(textPx),
        minPx: n(num(details, 'minPx', 10)),
        width: n(num(details, 'width', 168)),
        height: n(num(details, 'height', 94)),
      };
      if (passed && (textPx === 0 || !hasText)) return t('checks.legibleSize.noText');
      return passed ? t('checks.legibleSize.passed', values) : t('checks.legibleSize.failed', values);
    }
    case 'contrast': {
      if (passed && !hasText) return t('checks.contrast.noText');
      const values = { lowest: n(num(details, 'lowest')), min: n(num(details, 'min', 3)) };
      return passed ? t('checks.contrast.passed', values) : t('checks.contrast.failed', values);
    }
    case 'wordCount': {
      const words = num(details, 'words');
      const values = { count: words, words: n(words), max: n(num(details, 'max', 5)) };
      if (words === 0) return t('checks.wordCount.none');
      return passed ? t('checks.wordCount.passed', values) : t('checks.wordCount.failed', values);
    }
    case 'durationBadge': {
      const layers = num(details, 'layers');
      return passed
        ? t('checks.durationBadge.passed')
        : t('checks.durationBadge.failed', { count: layers, layers: n(layers) });
    }
    case 'fileSize': {
      const values = {
        size: formatBytes(num(details, 'bytes'), language),
        max: formatBytes(num(details, 'max', 2 * 1024 * 1024), language),
      };
      return passed ? t('checks.fileSize.passed', values) : t('checks.fileSize.failed', values);
    }
    case 'titlePromise': {
      if (passed) return t('checks.titlePromise.passed');
      const claim = text(details, 'claim');
      return claim ? t('checks.titlePromise.failedClaim', { claim }) : t('checks.titlePromise.failed');
    }
  }
}

/** A check's name and its reason (what was measured and what it means), in the interface language. */
export function checkText(
  t: TFunction<'thumbnails'>,
  check: ThumbnailCheck,
  language: string,
  context: CheckContext = { hasText: true },
): CheckText {
  return { name: t(`checks.${check.id}.name`), reason: reasonOf(t, check, language, context) };
}
