// The YouTube world: the seed plus every change made since (videos, captions, thumbnails). Reads always see the
// seed overlaid with the changes; only the changes are persisted.
import { packagingDiff, type PackagingChange } from '../analytics/packaging.ts';
import type { ReportingJob } from '../reporting/jobs.ts';
import type { Seed } from '../seed/index.ts';
import type { Account, CaptionTrack, Channel, Video } from './model.ts';

export interface StoredThumbnail {
  version: number;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
  /** File name under <dataDir>/thumbnails, or null when the bytes live in memory. */
  file: string | null;
}

export interface WorldChanges {
  videos: Record<string, Video>;
  /** null marks a deleted seed track. */
  captions: Record<string, CaptionTrack | null>;
  thumbnails: Record<string, StoredThumbnail>;
  /** Channel id → upload times (ms), for uploadRateLimitExceeded. */
  thumbnailUploads: Record<string, number[]>;
  /** Video id → when its owner deleted it (control plane: "deleted in YouTube Studio"). */
  deletedVideos: Record<string, string>;
  /** Channel id → ids of videos inserted through videos.insert, newest first (they lead the uploads playlist). */
  insertedVideos: Record<string, string[]>;
  /** Channel id → completed video uploads (ms), for uploadLimitExceeded. */
  videoUploads: Record<string, number[]>;
  /** Video id → its title, description, tag and thumbnail changes with their sandbox time (analytics respond). */
  packagingChanges: Record<string, PackagingChange[]>;
  /** Reporting API jobs by id (deleted ones keep `deleteTime`). */
  reportingJobs: Record<string, ReportingJob>;
}

export function emptyChanges(): WorldChanges {
  return {
    videos: {},
    captions: {},
    thumbnails: {},
    thumbnailUploads: {},
    deletedVideos: {},
    insertedVideos: {},
    videoUploads: {},
    packagingChanges: {},
    reportingJobs: {},
  };
}

const DAY_MS = 86_400_000;

export class World {
  readonly seed: Seed;
  changes: WorldChanges;
  private readonly onChange: () => void;
  /** The sandbox clock, for stamping packaging changes. */
  private readonly now: () => Date;

  constructor(seed: Seed, changes: WorldChanges, onChange: () => void, now: () => Date = () => new Date()) {
    this.seed = seed;
    // State saved before a kind of change existed lacks its key.
    this.changes = { ...emptyChanges(), ...changes };
    this.onChange = onChange;
    this.now = now;
  }

  account(id: string): Account | undefined {
    return this.seed.accounts.find((a) => a.id === id);
  }

  channel(id: string): Channel | undefined {
    return this.seed.channels.find((c) => c.id === id);
  }

  channelByHandle(handle: string): Channel | undefined {
    const wanted = (handle.startsWith('@') ? handle : `@${handle}`).toLowerCase();
    return this.seed.channels.find((c) => c.customUrl.toLowerCase() === wanted);
  }

  channelsOf(account: Account): Channel[] {
    const ids = [account.personalChannelId, ...account.brandChannelIds].filter((id): id is string => !!id);
    return ids.map((id) => this.channel(id)).filter((c): c is Channel => !!c);
  }

  /** A video as it is now: scheduled videos whose publishAt has passed are public; an inserted video whose
   * processing time has passed is processed. */
  video(id: string, now: Date): Video | undefined {
    if (this.changes.deletedVideos[id]) return undefined;
    let stored = this.changes.videos[id] ?? this.seed.videos.get(id);
    if (!stored) return undefined;
    if (
      stored.uploadStatus === 'uploaded' &&
      stored.processingDoneAt &&
      Date.parse(stored.processingDoneAt) <= now.getTime()
    ) {
      const { processingDoneAt: _done, ...rest } = stored;
      stored = { ...rest, uploadStatus: 'processed' };
    }
    if (
      stored.privacyStatus === 'private' &&
      stored.publishAt &&
      Date.parse(stored.publishAt) <= now.getTime()
    ) {
      const { publishAt, ...rest } = stored;
      return { ...rest, privacyStatus: 'public', publishedAt: publishAt };
    }
    return stored;
  }

  putVideo(video: Video): void {
    const before = this.changes.videos[video.id] ?? this.seed.videos.get(video.id);
    if (before) this.recordPackaging(video.id, packagingDiff(before, video, this.now().toISOString()));
    this.changes.videos[video.id] = video;
    this.onChange();
  }

  packagingChanges(videoId: string): PackagingChange[] {
    return this.changes.packagingChanges[videoId] ?? [];
  }

  private recordPackaging(videoId: string, changes: PackagingChange[]): void {
    if (changes.length === 0) return;
    this.changes.packagingChanges[videoId] = [...this.packagingChanges(videoId), ...changes];
  }

  deleteVideo(id: string, at: Date): void {
    this.changes.deletedVideos[id] = at.toISOString();
    this.onChange();
  }

  uploads(channelId: string, now: Date): Video[] {
    const ids = [
      ...(this.changes.insertedVideos[channelId] ?? []),
      ...(this.seed.uploads.get(channelId) ?? []),
    ];
    return ids.map((id) => this.video(id, now)).filter((v): v is Video => !!v);
  }

  /** A video created by videos.insert: stored, first in its channel's uploads, counted for the daily cap. */
  insertVideo(video: Video, nowMs: number): void {
    this.changes.videos[video.id] = video;
    this.changes.insertedVideos[video.channelId] = [
      video.id,
      ...(this.changes.insertedVideos[video.channelId] ?? []),
    ];
    const recent = (this.changes.videoUploads[video.channelId] ?? []).filter((t) => nowMs - t < DAY_MS);
    this.changes.videoUploads[video.channelId] = [...recent, nowMs];
    this.onChange();
  }

  videoUploadsInLastDay(channelId: string, nowMs: number): number {
    return (this.changes.videoUploads[channelId] ?? []).filter((t) => nowMs - t < DAY_MS).length;
  }

  captionsOf(videoId: string): CaptionTrack[] {
    const tracks = new Map<string, CaptionTrack>();
    for (const track of this.seed.captions.values())
      if (track.videoId === videoId) tracks.set(track.id, track);
    for (const [id, track] of Object.entries(this.changes.captions)) {
      if (track === null) tracks.delete(id);
      else if (track.videoId === videoId) tracks.set(id, track);
    }
    return [...tracks.values()];
  }

  caption(id: string): CaptionTrack | undefined {
    if (id in this.changes.captions) return this.changes.captions[id] ?? undefined;
    return this.seed.captions.get(id);
  }

  putCaption(track: CaptionTrack): void {
    this.changes.captions[track.id] = track;
    this.onChange();
  }

  deleteCaption(id: string): void {
    if (this.seed.captions.has(id)) this.changes.captions[id] = null;
    else delete this.changes.captions[id];
    this.onChange();
  }

  thumbnail(videoId: string): StoredThumbnail | undefined {
    return this.changes.thumbnails[videoId];
  }

  recordThumbnail(videoId: string, channelId: string, stored: StoredThumbnail, nowMs: number): void {
    const previous = this.changes.thumbnails[videoId];
    const fingerprint = (t: StoredThumbnail) => `${t.mimeType} ${t.width}x${t.height} ${t.bytes}`;
    this.recordPackaging(videoId, [
      {
        at: new Date(nowMs).toISOString(),
        field: 'thumbnail',
        value: fingerprint(stored),
        from: previous ? fingerprint(previous) : '',
      },
    ]);
    this.changes.thumbnails[videoId] = stored;
    const recent = (this.changes.thumbnailUploads[channelId] ?? []).filter((t) => nowMs - t < DAY_MS);
    this.changes.thumbnailUploads[channelId] = [...recent, nowMs];
    this.onChange();
  }

  thumbnailUploadsInLastDay(channelId: string, nowMs: number): number {
    return (this.changes.thumbnailUploads[channelId] ?? []).filter((t) => nowMs - t < DAY_MS).length;
  }
}
