import { describe, expect, it } from 'vitest';
import type { ConnectionRow } from '../../db/schema.ts';
import { createComputePool } from '../../integrations/compute/compute-pool.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import { findingsOf, summarizeFindings, type AuditVideo } from './channel-audit.compute.ts';
import { ChannelAuditService } from './channel-audit.service.ts';

function rows(count: number): AuditVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    youtube_video_id: `v${String((i * 7919) % 100_000).padStart(6, '0')}`,
    title: i % 3 ? `Sourdough lesson ${i}: the crumb and the crust explained` : `Bread ${i}`,
    description: i % 4 ? `How to bake sourdough bread at home, step ${i}.\n\n0:00 Intro\n1:00 Dough` : '',
    tags: i % 2 ? ['sourdough', 'bread', `lesson ${i % 9}`] : [],
    has_custom_thumbnail: i % 2 === 0,
    has_captions: i % 5 === 0,
    localizations: {},
    is_short: i % 8 === 0,
    duration_seconds: i % 8 === 0 ? 40 : 300 + i,
    default_language: 'en',
    view_count: (i * 104_729) % 90_000,
    thumbnails: { medium: { url: `https://i.ytimg.test/${i}.jpg` } },
  }));
}

/** The repository's page contract over a list: YouTube id order, strictly after the cursor. */
function fakeRepo(all: AuditVideo[]) {
  const sorted = [...all].sort((a, b) => (a.youtube_video_id < b.youtube_video_id ? -1 : 1));
  const calls: (string | null)[] = [];
  const repo = {
    listActivePage: async (_connectionId: string, after: string | null, limit: number) => {
      calls.push(after);
      return sorted.filter((v) => after === null || v.youtube_video_id > after).slice(0, limit);
    },
  };
  return { repo: repo as unknown as VideosRepo, calls, sorted };
}

const connection = { id: 'c1', youtube_channel_id: 'UC1' } as ConnectionRow;

describe('channel audit', () => {
  it.each([
    [260, 11],
    [250, 11],
    [60, 3],
    [7, 1],
    [0, 1],
  ])('reads %i videos in %i pages and audits each once', async (count, pages) => {
    const { repo, calls, sorted } = fakeRepo(rows(count));
    const compute = createComputePool(0);
    const audit = await new ChannelAuditService(repo, compute).audit(connection);
    expect(calls).toHaveLength(pages);
    expect(audit).toEqual({
      connectionId: 'c1',
      channelId: 'UC1',
      ...summarizeFindings(findingsOf(sorted)),
      note: expect.stringContaining('not YouTube metrics'),
    });
    expect(audit.videosAnalyzed).toBe(count);
    expect(audit.distribution.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(count);
    if (count > 0) expect(audit.quickWins.length).toBeGreaterThan(0);
    else expect(audit.averageScore).toBeNull();
  });
});
