// bench/optimize (sandbox videos): issue 12's bar for the Basic engine, measured on what a new user meets —
// the Google sandbox's demo channels (each video with its caption track when it has one; the 1,200-video chess
// channel by its first 30). Prints how many titles of three or more words get at least three distinct title
// candidates, lists those that do not, and counts videos with contradictory notes.
//
//   node bench/optimize/sandbox-videos.bench.ts
import { builtinSuggest, type SuggestInput } from '@vidcraft/seo';
import { buildSeed } from '../../packages/google-sandbox/src/seed/index.ts';
import { contradictions, distinctCandidates } from '../../packages/seo/eval/expectations.ts';

const seed = buildSeed(new Date('2026-06-01T12:00:00Z'));
const channels = new Map(seed.channels.map((channel) => [channel.id, channel]));
const tracksByVideo = new Map([...seed.captions.values()].map((track) => [track.videoId, track]));
const videos = [...seed.uploads.values()]
  .flatMap((ids) => ids.slice(0, 30))
  .map((id) => seed.videos.get(id)!);

function inputOf(video: (typeof videos)[number]): SuggestInput {
  const track = tracksByVideo.get(video.id);
  const channel = channels.get(video.channelId);
  return {
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
    channel: { title: channel?.title ?? '', topTitles: [] },
    titleCount: 3,
  };
}

const words = (title: string) => title.split(/\s+/).filter(Boolean).length;
const eligible = videos.filter((v) => words(v.title) >= 3);
const short: string[] = [];
let contradictory = 0;
for (const video of videos) {
  const output = builtinSuggest(inputOf(video));
  if (contradictions(output, video.title).length > 0) contradictory += 1;
  if (words(video.title) < 3) continue;
  const distinct = distinctCandidates(
    video.title,
    output.titles.map((t) => t.text),
    output.language,
  );
  if (distinct.length < 3) short.push(`  ${video.id} “${video.title}”: ${distinct.length}`);
}
console.log(`${videos.length} sandbox videos, ${eligible.length} with titles of 3+ words`);
console.log(`3+ distinct candidates: ${eligible.length - short.length} of ${eligible.length}`);
if (short.length > 0) console.log(`fewer than 3:\n${short.join('\n')}`);
console.log(`videos with contradictory notes: ${contradictory}`);
