import { afterEach, describe, expect, it } from 'vitest';
import type { SuggestInput } from '@vidcraft/seo';
import {
  findingsOf,
  summarizeFindings,
  type AuditVideo,
} from '../../modules/optimization/channel-audit.compute.ts';
import { createComputePool, type ComputePool } from './compute-pool.ts';

const topics = ['knight fork', 'rook endgame', 'queen sacrifice', 'pawn storm', 'bishop pair', 'mate in two'];
function videos(count: number): AuditVideo[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = topics[i % topics.length]!;
    return {
      youtube_video_id: `vid${String(i).padStart(8, '0')}`,
      title: i % 3 === 0 ? `Puzzle ${i}` : `Chess puzzle ${i}: the ${topic} you must know`,
      description:
        i % 4 === 0
          ? ''
          : `Today's puzzle is a ${topic}. `.repeat(8) + `\n\n0:00 Intro\n1:10 The ${topic}\n3:00 Answer`,
      tags: i % 5 === 0 ? [] : ['chess', topic, 'chess puzzle'],
      has_custom_thumbnail: i % 2 === 0,
      has_captions: i % 3 === 1,
      localizations: i % 7 === 0 ? { de: { title: `Schach ${i}` } } : ({} as AuditVideo['localizations']),
      is_short: i % 6 === 0,
      duration_seconds: i % 6 === 0 ? 45 : 240 + i,
      default_language: 'en',
      view_count: (i * 7919) % 50_000,
      thumbnails: { medium: { url: `https://i.ytimg.test/${i}/mq.jpg` } },
    };
  });
}

const suggestInput: SuggestInput = {
  title: 'my video',
  description: 'A quick chess puzzle about the knight fork. Can you find the winning move?',
  tags: ['chess'],
  language: 'en',
  isShort: false,
  durationSeconds: 300,
  captions: [
    { startSeconds: 0, endSeconds: 30, text: 'Welcome back, today we look at the knight fork.' },
    { startSeconds: 30, endSeconds: 120, text: 'The knight attacks the king and the queen at once.' },
  ],
  channel: { title: 'Daily Chess Puzzles', topTitles: ['Mate in two you will not see coming'] },
  titleCount: 3,
};

describe('compute pool', () => {
  const pools: ComputePool[] = [];
  const pool = (threads: number) => {
    const created = createComputePool(threads);
    pools.push(created);
    return created;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });

  it('gives the same audit and suggestion on a worker thread as inline', async () => {
    const input = videos(60);
    const inline = pool(0);
    const threaded = pool(1);
    expect([inline.threads, threaded.threads]).toEqual([0, 1]);
    const pages = [input.slice(0, 25), input.slice(25, 50), input.slice(50)];
    const inlinePages = await Promise.all(pages.map((page) => inline.run('auditVideos', page)));
    const threadPages = await Promise.all(pages.map((page) => threaded.run('auditVideos', page)));
    expect(threadPages).toEqual(inlinePages);

    // Paging changes nothing: the figures are those of the whole channel at once.
    const figures = await inline.run('summarizeAudit', inlinePages);
    expect(figures).toEqual(summarizeFindings(findingsOf(input)));
    expect(figures.videosAnalyzed).toBe(60);
    expect(figures.quickWins.length).toBeGreaterThan(0);
    expect(figures.keywords.length).toBeGreaterThan(0);
    expect(figures.commonIssues.length).toBeGreaterThan(0);
    expect(await threaded.run('summarizeAudit', threadPages)).toEqual(figures);

    const suggestion = await inline.run('basicSuggest', suggestInput);
    expect(suggestion.titles.length).toBeGreaterThan(0);
    expect(await threaded.run('basicSuggest', suggestInput)).toEqual(suggestion);
  });

  it('keeps the event loop free while a thread computes', async () => {
    const threaded = pool(1);
    const input = videos(600);
    await threaded.run('auditVideos', videos(10)); // the thread has started and loaded the code
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const page = await threaded.run('auditVideos', input);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(JSON.parse(page)).toHaveLength(600);
    // Inline, the timer could not fire at all until the task returned.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
    expect(ticks).toBeGreaterThan(2);
  });

  it('reports a task error to the caller and runs inline once closed', async () => {
    const threaded = pool(1);
    await expect(
      threaded.run('basicSuggest', { ...suggestInput, tags: null } as unknown as SuggestInput),
    ).rejects.toThrow(/map/);
    await threaded.close();
    expect(JSON.parse(await threaded.run('auditVideos', videos(3)))).toHaveLength(3);
  });

  it.each([
    [0, 1],
    [2, 2],
  ])('admits as many jobs at once as threads (%i threads: %i), in arrival order', async (threads, limit) => {
    const compute = pool(threads);
    const started: number[] = [];
    const release: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const jobs = Array.from({ length: 5 }, (_, i) =>
      compute.admit(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return i;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);
    await settle();
    expect(started).toEqual(upTo(limit));
    // Each job that ends lets exactly the next waiting one in.
    for (let next = limit; next < 5; next += 1) {
      release.shift()!();
      await settle();
      expect(started).toEqual(upTo(next + 1));
    }
    release.splice(0).forEach((r) => r());
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(limit);
  });
});
