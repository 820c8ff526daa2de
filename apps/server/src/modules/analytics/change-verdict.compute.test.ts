import { describe, expect, it } from 'vitest';
import { mulberry32 as rng } from '../../../test/synthetic-days.ts';
import { judgeChange, type VerdictDay } from './change-verdict.compute.ts';

const CHANGE_DAY = '2026-10-01';
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

interface SeriesOptions {
  seed: number;
  /** Multiplier on the video's views from the day after the change. */
  lift?: number;
  /** Multiplier on the whole channel (video and baseline alike) from the day after the change. */
  channelSwing?: number;
  /** The video's daily decline relative to the channel (0.03 = 3 % a day). */
  decline?: number;
  from?: number;
  to?: number;
}

/** Views of a video (~200 a day) and of the channel's other videos (~3000 a day) with weekly seasonality and noise. */
function series(options: SeriesOptions): VerdictDay[] {
  const random = rng(options.seed);
  const days: VerdictDay[] = [];
  for (let t = options.from ?? -28; t <= (options.to ?? 28); t++) {
    const weekday = (t + 700) % 7;
    const season = weekday >= 5 ? 1.3 : 1;
    const swing = t > 0 ? (options.channelSwing ?? 1) : 1;
    const lift = t > 0 ? (options.lift ?? 1) : 1;
    const decline = Math.exp(-(options.decline ?? 0) * (t + 28));
    const noise = () => Math.exp((random() - 0.5) * 0.2);
    days.push({
      day: addDays(CHANGE_DAY, t),
      video: Math.round(200 * season * swing * lift * decline * noise()),
      baseline: Math.round(3000 * season * swing * noise()),
    });
  }
  return days;
}

const judge = (days: VerdictDay[], lastOffset = 28, otherChangeDays: string[] = []) =>
  judgeChange({
    changeDay: CHANGE_DAY,
    lastDay: addDays(CHANGE_DAY, lastOffset),
    metric: 'views',
    days,
    otherChangeDays,
  });

describe('the verdict on a published change', () => {
  it('finds a known lift with the right sign and about the right size', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const verdict = judge(series({ seed, lift: 1.3 }));
      expect(verdict.outcome).toBe('improved');
      expect(verdict.headline?.days).toBe(28);
      expect(verdict.headline?.effect).toBeGreaterThan(0.2);
      expect(verdict.headline?.effect).toBeLessThan(0.4);
      expect(verdict.headline?.low).toBeGreaterThan(0);
    }
  });

  it('finds a known drop as worse', () => {
    const verdict = judge(series({ seed: 7, lift: 0.75 }));
    expect(verdict.outcome).toBe('worsened');
    expect(verdict.headline?.effect).toBeLessThan(-0.15);
    expect(verdict.headline?.high).toBeLessThan(0);
  });

  it('does not call a channel-wide swing the change’s effect', () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      for (const channelSwing of [0.6, 1.8]) {
        const verdict = judge(series({ seed, channelSwing }));
        expect(['no-change', 'unclear']).toContain(verdict.outcome);
        expect(Math.abs(verdict.headline!.effect!)).toBeLessThan(0.08);
      }
    }
  });

  it('without a change, rarely calls a winner (about the 5 % the interval allows)', () => {
    let called = 0;
    const runs = 200;
    for (let seed = 100; seed < 100 + runs; seed++) {
      const outcome = judge(series({ seed })).outcome;
      if (outcome === 'improved' || outcome === 'worsened') called++;
    }
    expect(called / runs).toBeLessThan(0.1);
  });

  it('carries a young video’s decline forward instead of blaming the change for it', () => {
    for (const seed of [21, 22, 23]) {
      const verdict = judge(series({ seed, decline: 0.03 }));
      expect(verdict.headline?.trendCorrected).toBe(true);
      expect(verdict.outcome).not.toBe('worsened');
      expect(verdict.outcome).not.toBe('improved');
    }
  });

  it('answers "too early" until seven whole days after the change have figures', () => {
    const days = series({ seed: 31, lift: 1.5, to: 6 });
    const verdict = judge(days, 6);
    expect(verdict.outcome).toBe('too-early');
    expect(verdict.headline).toBeNull();
    expect(verdict.daysAfter).toBe(6);
    expect(verdict.daysNeeded).toBe(7);
    expect(judge(series({ seed: 31, lift: 1.5, to: 7 }), 7).outcome).toBe('improved');
  });

  it('judges only the windows the data covers, the widest as the headline', () => {
    const verdict = judge(series({ seed: 41, lift: 1.4, to: 16 }), 16);
    expect(verdict.windows.map((w) => w.days)).toEqual([7, 14]);
    expect(verdict.headline?.days).toBe(14);
  });

  it('says "no data" when the days before the change are missing', () => {
    const verdict = judge(series({ seed: 51, from: 1 }));
    expect(verdict.outcome).toBe('no-data');
    expect(verdict.windows.every((w) => w.outcome === 'no-data')).toBe(true);
  });

  it('says "no data" for a change made before the video had any audience', () => {
    const days = series({ seed: 52, lift: 1.3 }).map((d) => ({
      ...d,
      video: d.day < CHANGE_DAY ? 0 : d.video,
    }));
    expect(judge(days).outcome).toBe('no-data');
  });

  it('flags another change to the same video inside the window', () => {
    const verdict = judge(series({ seed: 61, lift: 1.3 }), 28, [addDays(CHANGE_DAY, 10)]);
    expect(verdict.overlapping).toBe(true);
    expect(judge(series({ seed: 61, lift: 1.3 }), 28, [addDays(CHANGE_DAY, 40)]).overlapping).toBe(false);
  });

  it('works on the video alone when the channel has no other videos', () => {
    const days = series({ seed: 71, lift: 1.4 }).map((d) => ({ ...d, baseline: null }));
    const verdict = judge(days);
    expect(verdict.withoutBaseline).toBe(true);
    expect(verdict.outcome).toBe('improved');
  });

  it('judges click-through rate against the channel’s rate', () => {
    const random = rng(81);
    const days: VerdictDay[] = [];
    for (let t = -28; t <= 28; t++) {
      const noise = () => 1 + (random() - 0.5) * 0.1;
      days.push({
        day: addDays(CHANGE_DAY, t),
        video: 0.04 * (t > 0 ? 1.25 : 1) * noise(),
        baseline: 0.05 * noise(),
      });
    }
    const verdict = judgeChange({
      changeDay: CHANGE_DAY,
      lastDay: addDays(CHANGE_DAY, 28),
      metric: 'ctr',
      days,
    });
    expect(verdict.outcome).toBe('improved');
    expect(verdict.headline?.effect).toBeGreaterThan(0.15);
  });
});
