// A verdict in plain words: which sentence, with which numbers, in the interface language. The numbers stay
// on demand (see verdict-details.tsx); the sentence is what a creator reads first.
import type { VerdictView } from '@vidcraft/contracts';
import { numberFormat } from '../../lib/intl-formats.ts';

export interface VerdictSentence {
  key: `verdict.sentence.${VerdictView['outcome']}`;
  params: Record<string, string | number>;
}

/** A relative change (0.123) as "12 %", without a sign: the sentence says up or down. */
export function formatEffect(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(Math.abs(value));
}

/** A relative change with its sign ("+12 %", "−3 %"), for ranges. */
export function formatSignedEffect(value: number, language: string): string {
  return numberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(value);
}

export function verdictSentence(verdict: VerdictView, metric: string, language: string): VerdictSentence {
  const headline = verdict.headline;
  const key = `verdict.sentence.${verdict.outcome}` as const;
  if (verdict.outcome === 'too-early') {
    return { key, params: { daysAfter: verdict.daysAfter, daysNeeded: verdict.daysNeeded } };
  }
  if (!headline || headline.effect === null) return { key, params: {} };
  return {
    key,
    params: {
      metric,
      days: headline.days,
      effect: formatEffect(headline.effect, language),
      low: formatSignedEffect(headline.low ?? 0, language),
      high: formatSignedEffect(headline.high ?? 0, language),
    },
  };
}

/** The colour role of an outcome: good news, bad news, or neither. */
export function verdictTone(outcome: VerdictView['outcome']): 'success' | 'danger' | 'neutral' {
  if (outcome === 'improved') return 'success';
  if (outcome === 'worsened') return 'danger';
  return 'neutral';
}
