// The judgement in plain words first (one sentence), then the numbers on demand: pure, so the wording rules
// are tested without rendering.
import type { JudgementView } from '@vidcraft/contracts';
import { numberFormat } from '../../lib/intl-formats.ts';

export interface Sentence {
  key: 'tooEarly' | 'winner' | 'aBetter' | 'noDifference' | 'inconclusive';
  values: Record<string, string>;
}

/** A share as a rounded percentage with its sign ("+25 %", "−8 %"), in the reader's language. */
export function percent(value: number, language: string, signed = true): string {
  return numberFormat(language, {
    style: 'percent',
    maximumFractionDigits: Math.abs(value) < 0.1 ? 1 : 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

export function judgementSentence(judgement: JudgementView, language: string, metric: string): Sentence {
  const minimum = percent(judgement.minimumEffect, language, false);
  if (judgement.outcome === 'winner') {
    const best = judgement.comparisons.find((c) => c.variant === judgement.winner)!;
    return {
      key: 'winner',
      values: { label: best.variant, effect: percent(best.effect ?? 0, language, false), metric },
    };
  }
  return { key: judgement.outcome, values: { minimum } };
}
