// The seed is deterministic and realistic enough for the SEO engine's golden tests.
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../src/seed/index.ts';
import { CHANNEL_IDS } from '../src/seed/accounts.ts';
import { isSupportedLanguage } from '../src/seed/languages.ts';
import { descriptionProblem, tagsProblem, titleProblem } from '../src/metadata/limits.ts';

describe('seed', () => {
  const seedTime = new Date('2026-03-01T12:00:00Z');
  const seed = buildSeed(seedTime);

  it('is identical on every build', () => {
    const again = buildSeed(seedTime);
    expect([...again.videos.keys()]).toEqual([...seed.videos.keys()]);
    expect([...again.captions.values()]).toEqual([...seed.captions.values()]);
  });

  it('has the channels the host relies on', () => {
    expect(seed.uploads.get(CHANNEL_IDS.kitchenAtlas)).toHaveLength(60);
    expect(seed.uploads.get(CHANNEL_IDS.chessDaily)).toHaveLength(1200);
    expect(seed.uploads.get(CHANNEL_IDS.danielPersonal)).toHaveLength(0);
    expect(seed.accounts.find((a) => a.id === 'priya')?.personalChannelId).toBeNull();
  });

  it('can give the chess channel more videos (to measure a sync at scale), the same ones first', () => {
    const bigger = buildSeed(seedTime, { chessVideoCount: 3000 });
    const uploads = bigger.uploads.get(CHANNEL_IDS.chessDaily) ?? [];
    expect(uploads).toHaveLength(3000);
    expect(new Set(uploads).size).toBe(3000);
    // Newest first, one a day: the newest is the last puzzle; the default 1,200 are among them, unchanged.
    expect(bigger.videos.get(uploads[0]!)?.title).toMatch(/#3000\b/);
    const defaultIds = seed.uploads.get(CHANNEL_IDS.chessDaily) ?? [];
    expect(defaultIds.every((id) => bigger.videos.get(id)?.title === seed.videos.get(id)?.title)).toBe(true);
  });

  it('gives the translation tool an English channel with links to keep and some videos already translated', () => {
    const videos = (seed.uploads.get(CHANNEL_IDS.pocketGarden) ?? []).map((id) => seed.videos.get(id));
    expect(videos).toHaveLength(5);
    expect(seed.accounts.find((a) => a.id === 'nora')?.personalChannelId).toBe(CHANNEL_IDS.pocketGarden);
    for (const video of videos) expect(video?.defaultLanguage).toBe('en');
    expect(videos.filter((v) => /https:\/\//.test(v?.description ?? ''))).toHaveLength(4);
    expect(videos.flatMap((v) => Object.keys(v?.localizations ?? {})).sort()).toEqual(['de', 'es', 'it']);
  });

  it('gives the upload tool its own verified English channel, so a published upload lands where no other test counts', () => {
    const rosa = seed.accounts.find((a) => a.id === 'rosa');
    expect(rosa?.personalChannelId).toBe(CHANNEL_IDS.fieldNotes);
    expect(seed.channels.find((c) => c.id === CHANNEL_IDS.fieldNotes)).toMatchObject({
      verified: true,
      accountId: 'rosa',
    });
    expect(seed.uploads.get(CHANNEL_IDS.fieldNotes)).toHaveLength(2);
  });

  it('keeps every seeded title, description and tag list within YouTube limits', () => {
    for (const video of seed.videos.values()) {
      expect(titleProblem(video.title), video.title).toBeNull();
      expect(descriptionProblem(video.description), video.title).toBeNull();
      expect(tagsProblem(video.tags ?? []), video.title).toBeNull();
      for (const language of Object.keys(video.localizations ?? {}))
        expect(isSupportedLanguage(language)).toBe(true);
    }
  });

  it('mixes the cases the checklist asks for on the main channel', () => {
    const videos = (seed.uploads.get(CHANNEL_IDS.kitchenAtlas) ?? []).map((id) => seed.videos.get(id));
    const count = (test: (v: NonNullable<(typeof videos)[number]>) => boolean) =>
      videos.filter((v) => v && test(v)).length;
    expect(count((v) => v.height > v.width && v.durationSeconds <= 180)).toBeGreaterThanOrEqual(6);
    expect(count((v) => v.privacyStatus === 'unlisted')).toBeGreaterThanOrEqual(2);
    expect(count((v) => v.privacyStatus === 'private' && !v.publishAt)).toBeGreaterThanOrEqual(2);
    expect(count((v) => !!v.publishAt && Date.parse(v.publishAt) > seedTime.getTime())).toBe(1);
    expect(count((v) => !!v.localizations)).toBeGreaterThanOrEqual(5);
    expect(count((v) => v.hasCustomThumbnail)).toBeGreaterThanOrEqual(5);
    expect(count((v) => [...v.title].length === 100)).toBe(1);
  });

  it('has real caption tracks with natural timing in en, es, ja, ar and hi', () => {
    const tracks = [...seed.captions.values()];
    expect(new Set(tracks.map((t) => t.language))).toEqual(new Set(['en', 'es', 'ja', 'ar', 'hi', 'fr']));
    for (const track of tracks.filter((t) => t.status === 'serving')) {
      const video = seed.videos.get(track.videoId);
      const last = track.cues[track.cues.length - 1];
      expect(track.cues.length).toBeGreaterThan(10);
      expect(last?.endMs ?? 0).toBeLessThanOrEqual((video?.durationSeconds ?? 0) * 1000);
      track.cues.forEach((cue, i) => {
        expect(cue.endMs).toBeGreaterThan(cue.startMs);
        if (i > 0) expect(cue.startMs).toBeGreaterThanOrEqual(track.cues[i - 1]?.endMs ?? 0);
      });
    }
  });
});
