// The Google sandbox's demo videos as the Basic engine receives them when a new user optimizes one: title,
// description, tags, language, the Short flag, duration, the caption track when the video has one and the channel's
// name (as BasicSuggester passes them). The 1,200-video chess channel counts by its first 30 uploads. Shared by
// sandbox-basic-engine.test.ts and bench/optimize/sandbox-videos.bench.ts.
import { buildSeed } from '@vidcraft/google-sandbox';
import type { SuggestInput } from '@vidcraft/seo';

export interface DemoVideo {
  id: string;
  title: string;
  input: SuggestInput;
}

const PER_CHANNEL = 30;

export function sandboxDemoVideos(seedTime = new Date('2026-06-01T12:00:00Z')): DemoVideo[] {
  const seed = buildSeed(seedTime);
  const channels = new Map(seed.channels.map((channel) => [channel.id, channel]));
  const tracksByVideo = new Map([...seed.captions.values()].map((track) => [track.videoId, track]));
  const videos = [...seed.uploads.values()].flatMap((ids) =>
    ids.slice(0, PER_CHANNEL).flatMap((id) => seed.videos.get(id) ?? []),
  );
  if (videos.length === 0) throw new Error('The sandbox seed has no demo videos');
  return videos.map((video) => {
    const track = tracksByVideo.get(video.id);
    return {
      id: video.id,
      title: video.title,
      input: {
        title: video.title,
        description: video.description,
        tags: video.tags ?? [],
        language: video.defaultAudioLanguage ?? video.defaultLanguage ?? null,
        isShort: video.durationSeconds <= 180 && video.height > video.width,
        durationSeconds: video.durationSeconds,
        captions: (track?.cues ?? []).map((cue) => ({
          startSeconds: cue.startMs / 1000,
          endSeconds: cue.endMs / 1000,
          text: cue.text,
        })),
        channel: { title: channels.get(video.channelId)?.title ?? '', topTitles: [] },
        titleCount: 3,
      },
    };
  });
}

/** Words as the issue counts them: runs of characters between spaces. */
export const wordCount = (title: string) => title.split(/\s+/u).filter(Boolean).length;
