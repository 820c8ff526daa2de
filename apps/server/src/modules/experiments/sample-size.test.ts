// The sample-size estimate against the judge itself: the days it asks for are enough to find the effect most
// of the time, a small channel hears plainly that 28 days will not decide, and no history means no number.
import { describe, expect, it } from 'vitest';
import { alternating, syntheticDays } from '../../../test/synthetic-days.ts';
import { judgeExperiment } from './experiment-judge.ts';
import { estimateSampleSize } from './sample-size.ts';

const history = (baseViews: number, noise: number, seed = 1) =>
  syntheticDays({ seed, beforeDays: 28, schedule: [], baseViews, decay: 0.99, noise });

describe('the sample-size estimate', () => {
  it('asks for enough days that the judge then finds the planted effect about 80 % of the time', () => {
    const estimate = estimateSampleSize({
      history: history(150, 0.15),
      variants: 2,
      chosenDays: 14,
      minimumEffect: 0.2,
    });
    expect(estimate.metric).toBe('views');
    expect(estimate.daysNeeded).not.toBeNull();
    const days = estimate.daysNeeded!;
    expect(days).toBeGreaterThan(4);
    expect(days).toBeLessThanOrEqual(28);
    let found = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const result = judgeExperiment(
        syntheticDays({
          seed: 500 + seed,
          beforeDays: 28,
          schedule: alternating(days),
          baseViews: 150,
          decay: 0.99,
          lift: { B: 0.2 },
          noise: 0.15,
        }),
        { variants: ['A', 'B'], minimumEffect: 0.2 },
      );
      if (result.outcome === 'winner') found += 1;
    }
    expect(found).toBeGreaterThanOrEqual(65);
  });

  it('says plainly when a small video cannot decide within 28 days', () => {
    const estimate = estimateSampleSize({
      history: history(5, 0.35),
      variants: 2,
      chosenDays: 14,
      minimumEffect: 0.1,
    });
    expect(estimate.status).toBe('tooLow');
    expect(estimate.daysNeeded!).toBeGreaterThan(28);
    expect(estimate.detectableInChosenDays!).toBeGreaterThan(0.3);
  });

  it('says "enough" when the chosen days suffice, and uses CTR when impressions are reported', () => {
    const estimate = estimateSampleSize({
      history: syntheticDays({
        seed: 4,
        beforeDays: 28,
        schedule: [],
        baseViews: 2000,
        noise: 0.03,
        impressionsPerView: 15,
      }),
      variants: 3,
      chosenDays: 21,
      minimumEffect: 0.1,
    });
    expect(estimate.metric).toBe('ctr');
    expect(estimate.status).toBe('enough');
    expect(estimate.dailyImpressions!).toBeGreaterThan(20_000);
  });

  it('gives no number without a week of figures', () => {
    const estimate = estimateSampleSize({
      history: history(100, 0.1).slice(0, 5),
      variants: 2,
      chosenDays: 14,
      minimumEffect: 0.1,
    });
    expect(estimate.status).toBe('noHistory');
    expect(estimate.daysNeeded).toBeNull();
  });
});
