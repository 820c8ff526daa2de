// The series model: deterministic, a launch decay into a long tail, weekends above weekdays, plausible reach and
// watch figures, and packaging changes that move views from the day after they are made.
import { describe, expect, it } from 'vitest';
import { addDays, weekday } from './days.ts';
import { packagingFactor, plantedEffect, type PackagingChange } from './packaging.ts';
import {
  videoDay,
  videoSeries,
  type DayMetrics,
  type SeriesChannel,
  type SeriesVideo,
} from './series-model.ts';

const channel: SeriesChannel = { id: 'UCZ1GtLFjip8CIKG6Ew7bPig', subscriberCount: 184_000 };
const video: SeriesVideo = {
  id: 'U1lzChxDX5s',
  channelId: channel.id,
  publishedAt: '2025-11-13T16:00:00Z',
  durationSeconds: 462,
  privacyStatus: 'public',
  calibrationViews: 412_880,
  likeCount: 18_000,
  commentCount: 700,
};
const sum = (days: DayMetrics[], pick: (d: DayMetrics) => number) => days.reduce((s, d) => s + pick(d), 0);

describe('series model', () => {
  it('answers the same day identically every time', () => {
    const a = videoSeries(video, channel, [], '2026-03-01', '2026-03-31');
    const b = videoSeries(video, channel, [], '2026-02-20', '2026-04-10');
    expect(b.filter((d) => d.day >= '2026-03-01' && d.day <= '2026-03-31')).toEqual(a);
    expect(videoDay(video, channel, [], '2026-03-07')).toEqual(a[6]);
  });

  it('starts on the publish day, decays from a launch burst into a long tail', () => {
    const days = videoSeries(video, channel, [], '2025-11-01', '2026-11-01');
    expect(days[0]?.day).toBe('2025-11-13');
    const firstWeek = sum(days.slice(0, 7), (d) => d.views);
    const weekAtSixMonths = sum(days.slice(180, 187), (d) => d.views);
    expect(firstWeek).toBeGreaterThan(20 * weekAtSixMonths);
    expect(weekAtSixMonths).toBeGreaterThan(0);
    // Calibrated so the lifetime count at the seed's anchor is about the seeded viewCount.
    const toAnchor = sum(
      days.filter((d) => d.day < '2026-01-01'),
      (d) => d.views,
    );
    expect(toAnchor / video.calibrationViews).toBeGreaterThan(0.85);
    expect(toAnchor / video.calibrationViews).toBeLessThan(1.15);
  });

  it('has a weekly rhythm: weekends above midweek in the tail', () => {
    const days = videoSeries(video, channel, [], '2026-03-01', '2026-10-31');
    const mean = (dows: number[]) => {
      const picked = days.filter((d) => dows.includes(weekday(d.day)));
      return sum(picked, (d) => d.views) / picked.length;
    };
    // Detrended by comparing neighbouring days: the tail declines slowly over these months.
    expect(mean([0, 6]) / mean([2, 3])).toBeGreaterThan(1.1);
  });

  it('keeps reach and watch figures plausible and consistent', () => {
    const days = videoSeries(video, channel, [], '2025-11-13', '2026-06-30');
    for (const d of days) {
      const ctr = d.impressionViews / d.impressions;
      expect(ctr).toBeGreaterThan(0.015);
      expect(ctr).toBeLessThan(0.15);
      expect(d.views).toBeGreaterThanOrEqual(d.impressionViews);
      const avd = d.views > 0 ? d.watchSeconds / d.views : 0;
      expect(avd).toBeLessThan(video.durationSeconds);
      expect(d.averageViewPercentage).toBeLessThan(100);
      expect(d.subscribersLost).toBeLessThanOrEqual(Math.max(2, d.subscribersGained * 2));
    }
  });

  it('moves views by exactly a planted [sandbox:+30%] from the day after the change', () => {
    const change: PackagingChange = {
      at: '2026-05-10T18:00:00Z', // 11:00 in Los Angeles: the change is made on 2026-05-10
      field: 'title',
      value: 'Cacio e Pepe [sandbox:+30%]',
      from: 'Creamy Cacio e Pepe Without Clumps (The Cold Water Trick)',
    };
    const before = videoSeries(video, channel, [], '2026-05-01', '2026-05-31');
    const after = videoSeries(video, channel, [change], '2026-05-01', '2026-05-31');
    expect(after.filter((d) => d.day <= '2026-05-10')).toEqual(before.filter((d) => d.day <= '2026-05-10'));
    const window = (days: DayMetrics[]) => days.filter((d) => d.day > '2026-05-10');
    const ratio = sum(window(after), (d) => d.views) / sum(window(before), (d) => d.views);
    expect(ratio).toBeGreaterThan(1.28);
    expect(ratio).toBeLessThan(1.32);
    // Reach moves too: impressions by 1.3^0.35, click-through rate by the rest.
    const impressions = sum(window(after), (d) => d.impressions) / sum(window(before), (d) => d.impressions);
    expect(impressions).toBeCloseTo(1.3 ** 0.35, 1);
    // Back to the original title: back to the original numbers.
    const revert: PackagingChange = {
      ...change,
      at: '2026-05-20T18:00:00Z',
      value: change.from,
      from: change.value,
    };
    const reverted = videoSeries(video, channel, [change, revert], '2026-05-21', '2026-05-31');
    expect(reverted).toEqual(before.filter((d) => d.day >= '2026-05-21'));
  });

  it('derives other changes deterministically within −15 %…+25 %', () => {
    expect(plantedEffect('x [sandbox:-20%]')).toBeCloseTo(0.8);
    expect(plantedEffect('no plant')).toBeNull();
    const factors = Array.from({ length: 200 }, (_, i) => packagingFactor(video.id, 'title', `Title ${i}`));
    expect(Math.min(...factors)).toBeGreaterThanOrEqual(0.85);
    expect(Math.max(...factors)).toBeLessThanOrEqual(1.25);
    expect(new Set(factors.map((f) => f.toFixed(3))).size).toBeGreaterThan(100);
    expect(packagingFactor(video.id, 'title', 'Title 7')).toBe(factors[7]);
  });

  it('gives a new upload views scaled to its channel, and none while private', () => {
    const upload: SeriesVideo = {
      ...video,
      id: 'zzzzzzzzzzz',
      calibrationViews: 0,
      publishedAt: '2026-06-01T10:00:00Z',
    };
    const small = sum(
      videoSeries(upload, { ...channel, subscriberCount: 2_000 }, [], '2026-06-01', '2026-08-01'),
      (d) => d.views,
    );
    const large = sum(videoSeries(upload, channel, [], '2026-06-01', '2026-08-01'), (d) => d.views);
    expect(large / small).toBeGreaterThan(50);
    expect(
      videoSeries({ ...upload, privacyStatus: 'private' }, channel, [], '2026-06-01', '2026-08-01'),
    ).toEqual([]);
    expect(videoSeries(upload, channel, [], addDays('2026-06-01', -10), '2026-05-31')).toEqual([]);
  });
});
