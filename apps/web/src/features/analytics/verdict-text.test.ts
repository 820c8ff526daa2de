import { describe, expect, it } from 'vitest';
import type { VerdictView } from '@vidcraft/contracts';
import { formatSignedEffect, verdictSentence, verdictTone } from './verdict-text.ts';

const window = {
  days: 28,
  outcome: 'improved' as const,
  effect: 0.234,
  low: 0.08,
  high: 0.41,
  videoBefore: 100,
  videoAfter: 130,
  baselineBefore: 1000,
  baselineAfter: 1050,
  trendCorrected: false,
};
const verdict = (patch: Partial<VerdictView>): VerdictView => ({
  metric: 'views',
  outcome: 'improved',
  headline: window,
  windows: [window],
  daysAfter: 30,
  daysNeeded: 7,
  overlapping: false,
  withoutBaseline: false,
  ...patch,
});

describe('a verdict in plain words', () => {
  it('says how much better, over how many days, without a sign', () => {
    expect(verdictSentence(verdict({}), 'Views', 'en')).toEqual({
      key: 'verdict.sentence.improved',
      params: { metric: 'Views', days: 28, effect: '23%', low: '+8%', high: '+41%' },
    });
  });

  it('gives the days still missing when it is too early', () => {
    expect(
      verdictSentence(verdict({ outcome: 'too-early', headline: null, daysAfter: 3 }), 'Views', 'en'),
    ).toEqual({
      key: 'verdict.sentence.too-early',
      params: { daysAfter: 3, daysNeeded: 7 },
    });
  });

  it('writes signed ranges in the interface language', () => {
    expect(formatSignedEffect(-0.031, 'en')).toBe('-3%');
    expect(formatSignedEffect(0.12, 'ar')).toMatch(/٪|%/);
  });

  it('colours only a verdict that found something', () => {
    expect(verdictTone('improved')).toBe('success');
    expect(verdictTone('worsened')).toBe('danger');
    expect(verdictTone('unclear')).toBe('neutral');
    expect(verdictTone('too-early')).toBe('neutral');
  });
});
