// The judge on synthetic series with known truth (seeded, so every run sees the same days): a planted lift is
// found with its sign, equal variants never produce a winner more often than the chosen level allows, a video's
// natural decline and its weekday rhythm are not mistaken for an effect, and too few days answer "too early".
import { describe, expect, it } from 'vitest';
import { alternating, syntheticDays } from '../../../test/synthetic-days.ts';
import { judgeExperiment, type VariantLabel } from './experiment-judge.ts';

const AB: VariantLabel[] = ['A', 'B'];
const WEEKDAYS = [1.35, 0.85, 0.85, 0.9, 0.95, 1.1, 1.3]; // busy weekends, as on many channels
const judge = (days: ReturnType<typeof syntheticDays>, variants = AB) =>
  judgeExperiment(days, { variants, minimumEffect: 0.1 });

describe('the experiment judge', () => {
  it('finds a planted +25 % lift for B, with the right sign and an interval around it', () => {
    let found = 0;
    let covered = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const result = judge(
        syntheticDays({
          seed,
          beforeDays: 28,
          schedule: alternating(14),
          baseViews: 300,
          decay: 0.985,
          weekday: WEEKDAYS,
          lift: { B: 0.25 },
          noise: 0.12,
        }),
      );
      expect(result.metric).toBe('views');
      const b = result.comparisons[0]!;
      // Never the wrong way round.
      expect(result.outcome).not.toBe('aBetter');
      expect(b.effect!).toBeGreaterThan(0);
      if (result.outcome === 'winner') {
        expect(result.winner).toBe('B');
        found += 1;
      }
      if (b.low! < 0.25 && b.high! > 0.25) covered += 1;
    }
    expect(found).toBeGreaterThanOrEqual(34);
    // The 95 % interval holds the planted lift about 95 % of the time.
    expect(covered).toBeGreaterThanOrEqual(35);
  });

  it('finds a lift in CTR when impressions are reported, and says CTR was judged', () => {
    const result = judge(
      syntheticDays({
        seed: 7,
        beforeDays: 28,
        schedule: alternating(14),
        baseViews: 200,
        decay: 0.98,
        weekday: WEEKDAYS,
        lift: { B: 0.25 },
        noise: 0.05,
        impressionsPerView: 20,
      }),
    );
    expect(result.metric).toBe('ctr');
    expect(result.outcome).toBe('winner');
    expect(result.winner).toBe('B');
    expect(result.comparisons[0]!.effect!).toBeGreaterThan(0.1);
  });

  it('calls A better when B is planted 25 % worse', () => {
    const result = judge(
      syntheticDays({
        seed: 11,
        beforeDays: 28,
        schedule: alternating(14),
        baseViews: 400,
        decay: 0.985,
        lift: { B: -0.25 },
        noise: 0.1,
      }),
    );
    expect(result.outcome).toBe('aBetter');
    expect(result.comparisons[0]!.verdict).toBe('worse');
  });

  it('with equal variants names no winner, beyond the chosen 5 % level, over many seeds', () => {
    let winners = 0;
    let sameOrInconclusive = 0;
    const runs = 400;
    for (let seed = 1000; seed < 1000 + runs; seed++) {
      const result = judge(
        syntheticDays({
          seed,
          beforeDays: 28,
          schedule: alternating(14),
          baseViews: 80,
          decay: 0.99,
          weekday: WEEKDAYS,
          noise: 0.2,
        }),
      );
      if (result.outcome === 'winner' || result.outcome === 'aBetter') winners += 1;
      if (result.outcome === 'noDifference' || result.outcome === 'inconclusive') sameOrInconclusive += 1;
    }
    // At 95 % confidence about 5 % of null experiments show some difference; well under 9 % here.
    expect(winners / runs).toBeLessThan(0.09);
    expect(sameOrInconclusive).toBe(runs - winners);
  });

  it('says "inconclusive" for a small channel whose equal variants cannot be told apart', () => {
    const result = judge(
      syntheticDays({
        seed: 3,
        beforeDays: 28,
        schedule: alternating(14),
        baseViews: 6,
        decay: 0.99,
        noise: 0.3,
      }),
    );
    expect(result.outcome).toBe('inconclusive');
    const b = result.comparisons[0]!;
    expect(b.verdict).toBe('inconclusive');
    expect(b.high! - b.low!).toBeGreaterThan(0.2);
  });

  it('says "no meaningful difference" when a busy video shows equal variants within ±10 %', () => {
    const result = judge(
      syntheticDays({
        seed: 5,
        beforeDays: 28,
        schedule: alternating(28),
        baseViews: 20_000,
        decay: 0.995,
        weekday: WEEKDAYS,
        noise: 0.03,
      }),
    );
    expect(result.outcome).toBe('noDifference');
    expect(result.comparisons[0]!.low!).toBeGreaterThan(-0.1);
    expect(result.comparisons[0]!.high!).toBeLessThan(0.1);
  });

  it('does not call B a loss on a steadily declining video where A ran first and B after', () => {
    const schedule: VariantLabel[] = [
      ...Array<VariantLabel>(7).fill('A'),
      ...Array<VariantLabel>(7).fill('B'),
    ];
    let losses = 0;
    let rawLosses = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const days = syntheticDays({
        seed,
        beforeDays: 28,
        schedule,
        baseViews: 500,
        decay: 0.96, // −4 % a day: B's week has ~25 % fewer views than A's with no effect at all
        noise: 0.1,
      });
      const result = judge(days);
      if (result.outcome === 'aBetter') losses += 1;
      const mean = (v: VariantLabel) => {
        const own = days.filter((d) => !d.before && d.variant === v);
        return own.reduce((s, d) => s + d.views!, 0) / own.length;
      };
      if (mean('B') < mean('A') * 0.85) rawLosses += 1;
      expect(result.weeklyTrend!).toBeLessThan(-0.2);
    }
    // A naive comparison of the two weeks calls B a loss nearly every time; the judge about as rarely as chance.
    expect(rawLosses).toBeGreaterThan(90);
    expect(losses).toBeLessThanOrEqual(8);
  });

  it('is not fooled by weekday effects when a variant happens to get more weekends', () => {
    // B on Saturdays and Sundays far more often than A (a lopsided rotation), and weekends are +40 %.
    const start = '2026-09-07'; // a Monday
    const schedule: VariantLabel[] = Array.from({ length: 14 }, (_, i) => {
      const weekday = (1 + i) % 7;
      return weekday === 0 || weekday === 6 || weekday === 3 ? 'B' : 'A';
    });
    let winners = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const result = judge(
        syntheticDays({
          seed,
          start,
          beforeDays: 42,
          schedule,
          baseViews: 400,
          decay: 0.995,
          weekday: [1.4, 0.8, 0.8, 0.85, 0.9, 1.0, 1.4],
          noise: 0.1,
        }),
      );
      if (result.outcome === 'winner') winners += 1;
    }
    expect(winners).toBeLessThanOrEqual(8);
  });

  it('answers "too early" until each variant has three experiment days with figures', () => {
    const days = syntheticDays({ seed: 1, beforeDays: 28, schedule: alternating(5), baseViews: 300 });
    const result = judge(days);
    expect(result.outcome).toBe('tooEarly');
    expect(result.daysByVariant).toEqual({ A: 3, B: 2 });
    expect(result.comparisons[0]!.verdict).toBe('tooEarly');
    // Days without figures (the analytics' delay) do not count.
    const later = syntheticDays({ seed: 1, beforeDays: 28, schedule: alternating(8), baseViews: 300 });
    for (const day of later.slice(-3)) day.views = null;
    expect(judge(later).outcome).toBe('tooEarly');
  });

  it('judges three variants against A and names the one that is better', () => {
    const result = judge(
      syntheticDays({
        seed: 21,
        beforeDays: 28,
        schedule: alternating(21, ['A', 'B', 'C']),
        baseViews: 600,
        decay: 0.99,
        weekday: WEEKDAYS,
        lift: { C: 0.3 },
        noise: 0.08,
      }),
      ['A', 'B', 'C'],
    );
    expect(result.outcome).toBe('winner');
    expect(result.winner).toBe('C');
    expect(result.comparisons.map((c) => c.variant)).toEqual(['B', 'C']);
    expect(result.comparisons[0]!.verdict).not.toBe('better');
  });

  it('leaves out days two variants shared', () => {
    const days = syntheticDays({ seed: 2, beforeDays: 28, schedule: alternating(14), baseViews: 300 });
    days[30]!.variant = null;
    days[31]!.variant = null;
    const result = judge(days);
    expect(result.daysByVariant.A! + result.daysByVariant.B!).toBe(12);
  });
});
