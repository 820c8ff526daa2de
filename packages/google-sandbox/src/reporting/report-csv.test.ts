// Report CSVs: Google's columns, rows that add up to each video's day exactly, and nothing for days without activity.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed/index.ts';
import { CHANNEL_IDS } from '../seed/accounts.ts';
import { emptyChanges, World } from '../state/world.ts';
import { channelVideos, videoDays } from '../analytics/world-series.ts';
import { reportCsv, splitInteger } from './report-csv.ts';

const world = new World(buildSeed(new Date('2026-06-01T00:00:00Z')), emptyChanges(), () => {});
const channel = world.channel(CHANNEL_IDS.kitchenAtlas)!;
const day = '2026-05-20';
const rows = channelVideos(world, channel, new Date('2026-06-01T00:00:00Z')).flatMap((video) =>
  videoDays(world, channel, video, day, day).map((metrics) => ({ videoId: video.id, metrics })),
);

function parse(csv: string) {
  const [header, ...lines] = csv.trim().split('\n');
  return { columns: header!.split(','), rows: lines.map((l) => l.split(',')) };
}

describe('report CSVs', () => {
  it('splits integers by weight exactly, within capacities', () => {
    expect(splitInteger(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitInteger(0, [1, 2])).toEqual([0, 0]);
    const capped = splitInteger(5, [1, 1, 1], [0, 2, 9]);
    expect(capped[0]).toBe(0);
    expect(capped.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('writes channel_reach_basic_a1 with its columns, adding up to each video’s impressions and clicks', () => {
    const { columns, rows: lines } = parse(reportCsv('channel_reach_basic_a1', channel, rows));
    expect(columns).toEqual([
      'date',
      'channel_id',
      'video_id',
      'live_or_on_demand',
      'subscribed_status',
      'country_code',
      'video_thumbnail_impressions',
      'video_thumbnail_impressions_ctr',
    ]);
    expect(lines.length).toBeGreaterThan(rows.length * 4);
    for (const { videoId, metrics } of rows) {
      const mine = lines.filter((l) => l[2] === videoId);
      expect(mine.every((l) => l[0] === '20260520' && l[1] === channel.id && l[3] === 'on_demand')).toBe(
        true,
      );
      expect(mine.reduce((s, l) => s + Number(l[6]), 0)).toBe(metrics.impressions);
      const clicks = mine.reduce((s, l) => s + Math.round(Number(l[6]) * Number(l[7])), 0);
      expect(clicks).toBe(metrics.impressionViews);
      for (const l of mine) expect(Number(l[7])).toBeLessThan(1);
    }
  });

  it('writes the activity and demographics reports, and only a header for a day without activity', () => {
    const basic = parse(reportCsv('channel_basic_a3', channel, rows));
    expect(basic.columns.slice(6, 8)).toEqual(['views', 'watch_time_minutes']);
    const views = basic.rows.reduce((s, l) => s + Number(l[6]), 0);
    expect(views).toBe(rows.reduce((s, r) => s + r.metrics.views, 0));
    const demo = parse(reportCsv('channel_demographics_a1', channel, rows));
    expect(demo.columns.slice(-3)).toEqual(['age_group', 'gender', 'views_percentage']);
    expect(reportCsv('channel_reach_basic_a1', channel, [])).toBe(
      'date,channel_id,video_id,live_or_on_demand,subscribed_status,country_code,video_thumbnail_impressions,video_thumbnail_impressions_ctr\n',
    );
  });
});
