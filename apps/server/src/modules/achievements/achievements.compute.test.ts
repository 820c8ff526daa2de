// The achievements computed from facts: each family at and around its thresholds, the dates that earn them,
// and "not earned" when the data that would back a milestone is missing.
import { describe, expect, it } from 'vitest';
import { computeAchievements, type AchievementFacts, type ChannelFacts } from './achievements.compute.ts';
import { isoWeekStart, publishStreak } from './publish-streak.ts';
import type { VideoFacts, VideoPublishFacts } from './video-milestones.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const d = (iso: string) => new Date(iso);

function facts(patch: Partial<AchievementFacts> = {}): AchievementFacts {
  return {
    now: NOW,
    publishes: [],
    thumbnailUploads: [],
    languages: [],
    captionUploads: [],
    videos: [],
    channels: [],
    ...patch,
  };
}

function video(id: string, patch: Partial<VideoFacts> = {}): VideoFacts {
  return {
    id,
    seoScore: 50,
    description: 'A video.',
    durationSeconds: 600,
    isShort: false,
    firstSeenAt: d('2026-10-01T08:00:00Z'),
    lastSeenAt: d('2026-11-27T08:00:00Z'),
    ...patch,
  };
}

function publish(videoId: string, at: string, patch: Partial<VideoPublishFacts> = {}): VideoPublishFacts {
  return {
    videoId,
    at: d(at),
    kind: 'publish',
    changedFields: ['title'],
    scoreBefore: 60,
    scoreAfter: 70,
    ...patch,
  };
}

const CHAPTERS = '0:00 Intro\n1:00 Middle\n2:00 End';
const byId = (result: ReturnType<typeof computeAchievements>, id: string) =>
  result.achievements.find((a) => a.id === id);

describe('computeAchievements', () => {
  it('has nothing earned without data, and shows the first step of each family', () => {
    const result = computeAchievements(facts());
    expect(result.achievements.filter((a) => a.earned)).toEqual([]);
    expect(result.achievements.map((a) => a.id)).toEqual([
      'firstOptimization-1',
      'firstThumbnail-1',
      'streak-2',
      'highScore-1',
      'chapters-1',
      'languages-1',
    ]);
    expect(byId(result, 'firstOptimization-1')!.progress).toEqual({ current: 0, target: 1 });
    expect(result.streak).toEqual({ current: 0, best: 0 });
  });

  it('dates the first optimization by its publish; a translation-only publish or a revert does not count', () => {
    const result = computeAchievements(
      facts({
        publishes: [
          publish('v1', '2026-11-02T10:00:00Z', { changedFields: ['localizations'] }),
          publish('v1', '2026-11-03T10:00:00Z', { kind: 'revert' }),
          publish('v1', '2026-11-05T10:00:00Z', { changedFields: ['description'] }),
          publish('v2', '2026-11-06T10:00:00Z'),
        ],
      }),
    );
    const first = byId(result, 'firstOptimization-1')!;
    expect(first).toMatchObject({
      earned: true,
      earnedDateKind: 'event',
      progress: { current: 1, target: 1 },
    });
    expect(first.earnedAt).toEqual(d('2026-11-05T10:00:00Z'));
  });

  it('counts videos at 80+ with tiers at 1 and 5, dated by the publish that crossed 80', () => {
    const videos = [1, 2, 3, 4, 5].map((n) => video(`v${n}`, { seoScore: n === 5 ? 79 : 85 }));
    const publishes = [
      publish('v1', '2026-11-10T09:00:00Z', { scoreBefore: 60, scoreAfter: 85 }),
      publish('v2', '2026-11-12T09:00:00Z', { scoreBefore: 82, scoreAfter: 85 }),
    ];
    const four = computeAchievements(facts({ videos, publishes }));
    // v3, v4 and v2 (already 80+ before its publish) were 80+ when first seen on 1 October.
    expect(byId(four, 'highScore-1')).toMatchObject({ earned: true, earnedDateKind: 'seen' });
    expect(byId(four, 'highScore-1')!.earnedAt).toEqual(d('2026-10-01T08:00:00Z'));
    expect(byId(four, 'highScore-5')).toMatchObject({ earned: false, progress: { current: 4, target: 5 } });

    const five = computeAchievements(
      facts({
        videos: videos.map((v) => (v.id === 'v5' ? { ...v, seoScore: 80 } : v)),
        publishes: [...publishes, publish('v5', '2026-11-20T09:00:00Z', { scoreBefore: 79, scoreAfter: 80 })],
      }),
    );
    expect(byId(five, 'highScore-5')).toMatchObject({ earned: true, earnedDateKind: 'event' });
    expect(byId(five, 'highScore-5')!.earnedAt).toEqual(d('2026-11-20T09:00:00Z'));
    expect(byId(five, 'highScore-10')).toMatchObject({ earned: false, progress: { current: 5, target: 10 } });
  });

  it('does not count a video without a score, nor one whose score fell below 80', () => {
    const result = computeAchievements(
      facts({ videos: [video('v1', { seoScore: null }), video('v2', { seoScore: 79 })] }),
    );
    expect(byId(result, 'highScore-1')).toMatchObject({ earned: false, progress: { current: 0 } });
  });

  it('counts chapters by the SEO rules (valid lists only, not on Shorts), dated by the publish that added them', () => {
    const videos = [
      video('v1', { description: CHAPTERS }),
      video('v2', { description: '0:00 Intro\n0:05 Too short\n2:00 End' }),
      video('v3', { description: CHAPTERS, isShort: true, durationSeconds: 50 }),
    ];
    const publishes = [
      publish('v1', '2026-11-15T10:00:00Z', {
        changedFields: ['description'],
        descriptionBefore: 'No chapters',
        descriptionAfter: CHAPTERS,
      }),
    ];
    const result = computeAchievements(facts({ videos, publishes }));
    expect(byId(result, 'chapters-1')).toMatchObject({ earned: true, earnedDateKind: 'event' });
    expect(byId(result, 'chapters-1')!.earnedAt).toEqual(d('2026-11-15T10:00:00Z'));
    expect(byId(result, 'chapters-5')).toMatchObject({ earned: false, progress: { current: 1, target: 5 } });
  });

  it('dates chapters that came back outside Vidcraft by when Vidcraft last read the video', () => {
    const result = computeAchievements(
      facts({
        videos: [video('v1', { description: CHAPTERS })],
        publishes: [
          publish('v1', '2026-11-15T10:00:00Z', {
            changedFields: ['description'],
            descriptionBefore: CHAPTERS,
            descriptionAfter: 'Chapters removed',
          }),
        ],
      }),
    );
    expect(byId(result, 'chapters-1')).toMatchObject({ earned: true, earnedDateKind: 'seen' });
    expect(byId(result, 'chapters-1')!.earnedAt).toEqual(d('2026-11-27T08:00:00Z'));
  });

  it('earns the first and the tenth language on the day each was first published', () => {
    const languages = ['de', 'fr', 'es', 'it', 'pt', 'ja', 'ko', 'zh', 'ar', 'hi'].map((language, i) => ({
      language,
      at: d(`2026-11-${String(i + 10).padStart(2, '0')}T10:00:00Z`),
    }));
    const nine = computeAchievements(
      facts({ languages: [...languages.slice(0, 9), { language: 'de', at: d('2026-11-25T10:00:00Z') }] }),
    );
    expect(byId(nine, 'languages-1')!.earnedAt).toEqual(d('2026-11-10T10:00:00Z'));
    expect(byId(nine, 'languages-10')).toMatchObject({ earned: false, progress: { current: 9, target: 10 } });
    const ten = computeAchievements(facts({ languages }));
    expect(byId(ten, 'languages-10')!.earnedAt).toEqual(d('2026-11-19T10:00:00Z'));
    // Every tier earned: no next one is listed.
    expect(ten.achievements.filter((a) => a.family === 'languages' && !a.earned)).toEqual([]);
  });

  it('earns the first thumbnail on its upload', () => {
    const result = computeAchievements(facts({ thumbnailUploads: [d('2026-11-20T10:00:00Z')] }));
    expect(byId(result, 'firstThumbnail-1')!.earnedAt).toEqual(d('2026-11-20T10:00:00Z'));
  });

  describe('subscriber and view milestones per channel', () => {
    const channel = (patch: Partial<ChannelFacts> = {}): ChannelFacts => ({
      connectionId: '6f0c3d52-8a7b-4c1e-9d2f-0a1b2c3d4e5f',
      title: 'Pocket Garden',
      subscriberCount: 1_200,
      hiddenSubscribers: false,
      viewCount: 9_000,
      days: [
        { day: '2026-11-01', subscriberCount: 90, viewCount: 800 },
        { day: '2026-11-02', subscriberCount: 999, viewCount: 5_000 },
        { day: '2026-11-03', subscriberCount: 1_000, viewCount: 9_000 },
      ],
      ...patch,
    });
    const sub = (n: number) => `subscribers-${n}-6f0c3d52-8a7b-4c1e-9d2f-0a1b2c3d4e5f`;

    it('earns each threshold on the first snapshot day at or above it, naming the channel', () => {
      const result = computeAchievements(facts({ channels: [channel()] }));
      expect(byId(result, sub(100))).toMatchObject({
        earned: true,
        earnedDateKind: 'event',
        channel: { title: 'Pocket Garden' },
      });
      expect(byId(result, sub(100))!.earnedAt).toEqual(d('2026-11-02T00:00:00Z'));
      expect(byId(result, sub(1_000))!.earnedAt).toEqual(d('2026-11-03T00:00:00Z'));
      expect(byId(result, sub(10_000))).toMatchObject({
        earned: false,
        progress: { current: 1_200, target: 10_000 },
        note: null,
      });
      const views = result.achievements.filter((a) => a.family === 'views');
      expect(views.map((a) => [a.progress.target, a.earned])).toEqual([
        [1_000, true],
        [10_000, false],
      ]);
    });

    it('says a milestone true on the first snapshot was seen then, not earned then', () => {
      const result = computeAchievements(
        facts({
          channels: [channel({ days: [{ day: '2026-11-05', subscriberCount: 150, viewCount: 10 }] })],
        }),
      );
      expect(byId(result, sub(100))).toMatchObject({ earned: true, earnedDateKind: 'seen' });
    });

    it('earns nothing without snapshots, even when the channel reads above the threshold', () => {
      const result = computeAchievements(facts({ channels: [channel({ days: [] })] }));
      expect(byId(result, sub(100))).toMatchObject({
        earned: false,
        progress: { current: 100, target: 100 },
        note: 'awaitingSnapshot',
      });
      expect(result.achievements.filter((a) => a.earned)).toEqual([]);
    });

    it('earns no subscriber milestone when the count is hidden, and shows no progress', () => {
      const result = computeAchievements(
        facts({
          channels: [
            channel({
              hiddenSubscribers: true,
              subscriberCount: null,
              days: [{ day: '2026-11-01', subscriberCount: null, viewCount: 2_000 }],
            }),
          ],
        }),
      );
      expect(byId(result, sub(100))).toMatchObject({
        earned: false,
        progress: { current: null, target: 100 },
        note: 'hiddenSubscribers',
      });
      expect(result.achievements.find((a) => a.family === 'views' && a.earned)).toBeDefined();
    });
  });
});

describe('publishStreak', () => {
  it('finds the ISO week start (Monday, UTC)', () => {
    expect(new Date(isoWeekStart(d('2026-11-29T23:59:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(isoWeekStart(d('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(isoWeekStart(d('2027-01-01T12:00:00Z'))).toISOString()).toBe('2026-12-28T00:00:00.000Z');
  });

  it('counts consecutive weeks; a gap restarts; the date is the first publish of the week that reached it', () => {
    const streak = publishStreak(
      [
        d('2026-10-26T10:00:00Z'), // week of 26 Oct
        d('2026-11-04T10:00:00Z'), // 2 Nov
        d('2026-11-02T09:00:00Z'), // 2 Nov, earlier
        d('2026-11-16T10:00:00Z'), // 16 Nov (9 Nov skipped)
        d('2026-11-25T10:00:00Z'), // 23 Nov
      ],
      NOW,
    );
    expect(streak.best).toBe(2);
    expect(streak.current).toBe(2);
    expect(streak.reachedAt.map((x) => x.toISOString())).toEqual([
      '2026-10-26T10:00:00.000Z',
      '2026-11-02T09:00:00.000Z',
    ]);
  });

  it('keeps the current streak through the week before, and ends it after a whole empty week', () => {
    expect(publishStreak([d('2026-11-17T10:00:00Z')], NOW).current).toBe(1);
    expect(publishStreak([d('2026-11-10T10:00:00Z')], NOW).current).toBe(0);
  });

  it('earns the two-week streak from publishes, thumbnail uploads and caption tracks alike', () => {
    const result = computeAchievements(
      facts({
        publishes: [publish('v1', '2026-11-17T10:00:00Z', { changedFields: ['localizations'] })],
        thumbnailUploads: [d('2026-11-24T10:00:00Z')],
      }),
    );
    expect(byId(result, 'streak-2')).toMatchObject({ earned: true });
    expect(byId(result, 'streak-2')!.earnedAt).toEqual(d('2026-11-24T10:00:00Z'));
    expect(byId(result, 'streak-4')).toMatchObject({ earned: false, progress: { current: 2, target: 4 } });
    const captions = computeAchievements(
      facts({ captionUploads: [d('2026-11-17T10:00:00Z'), d('2026-11-24T10:00:00Z')] }),
    );
    expect(byId(captions, 'streak-2')).toMatchObject({ earned: true });
  });
});
