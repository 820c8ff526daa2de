// Assembles the deterministic seed: accounts, channels, every channel's uploads and their caption tracks.
import type { Account, CaptionTrack, Channel, Video } from '../state/model.ts';
import { ACCOUNTS, CHANNELS, CHANNEL_IDS } from './accounts.ts';
import { ALEX_CLIPS_VIDEOS, ALEX_VIDEOS } from './alex-makes.ts';
import { buildVideo } from './build.ts';
import { chessVideoSpecs } from './chess-channel.ts';
import { KITCHEN_ATLAS_VIDEOS } from './kitchen-atlas/index.ts';
import { KENJI_VIDEOS } from './kenji-camp.ts';
import { MOCHILA_VIDEOS } from './mochila-y-sabor.ts';
import { POCKET_GARDEN_VIDEOS } from './pocket-garden.ts';
import { TRAILHEAD_VIDEOS } from './trailhead-tech.ts';
import { TWO_WHEEL_FIX_VIDEOS } from './two-wheel-fix.ts';
import { FIELD_NOTES_VIDEOS } from './field-notes.ts';
import type { VideoSpec } from './spec.ts';

export interface Seed {
  accounts: Account[];
  channels: Channel[];
  videos: Map<string, Video>;
  /** Channel id → video ids, newest first (the uploads playlist order). */
  uploads: Map<string, string[]>;
  captions: Map<string, CaptionTrack>;
}

export interface SeedOptions {
  /** How many videos the daily-chess channel has (default 1,200). */
  chessVideoCount?: number;
}

const CONTENT: [string, (options: SeedOptions) => VideoSpec[]][] = [
  [CHANNEL_IDS.kitchenAtlas, () => KITCHEN_ATLAS_VIDEOS],
  [CHANNEL_IDS.danielPersonal, () => []],
  [CHANNEL_IDS.trailheadTech, () => TRAILHEAD_VIDEOS],
  [CHANNEL_IDS.chessDaily, (options) => chessVideoSpecs(options.chessVideoCount)],
  [CHANNEL_IDS.mochilaSabor, () => MOCHILA_VIDEOS],
  [CHANNEL_IDS.kenjiCamp, () => KENJI_VIDEOS],
  [CHANNEL_IDS.alexMakes, () => ALEX_VIDEOS],
  [CHANNEL_IDS.alexMakesClips, () => ALEX_CLIPS_VIDEOS],
  [CHANNEL_IDS.pocketGarden, () => POCKET_GARDEN_VIDEOS],
  [CHANNEL_IDS.twoWheelFix, () => TWO_WHEEL_FIX_VIDEOS],
  [CHANNEL_IDS.fieldNotes, () => FIELD_NOTES_VIDEOS],
];

export function buildSeed(seedTime: Date, options: SeedOptions = {}): Seed {
  const videos = new Map<string, Video>();
  const uploads = new Map<string, string[]>();
  const captions = new Map<string, CaptionTrack>();
  for (const [channelId, specs] of CONTENT) {
    const channel = CHANNELS.find((c) => c.id === channelId);
    if (!channel) throw new Error(`seed content for unknown channel ${channelId}`);
    const built = specs(options).map((spec) => buildVideo(spec, channelId, channel.colors, seedTime));
    built.sort((a, b) => b.video.publishedAt.localeCompare(a.video.publishedAt));
    for (const { video, captions: tracks } of built) {
      if (videos.has(video.id)) throw new Error(`duplicate seed video id ${video.id}`);
      videos.set(video.id, video);
      for (const track of tracks) captions.set(track.id, track);
    }
    uploads.set(
      channelId,
      built.map((b) => b.video.id),
    );
  }
  return { accounts: ACCOUNTS, channels: CHANNELS, videos, uploads, captions };
}

export { CHANNEL_IDS } from './accounts.ts';
