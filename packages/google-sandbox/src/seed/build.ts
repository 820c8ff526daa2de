// Turns VideoSpecs into videos and caption tracks. Dates are fixed (before the 2026-01-01 anchor) except a
// scheduled video's publishAt, which is relative to the seed time so it stays in the future.
import type { CaptionTrack, Video } from '../state/model.ts';
import { captionIdFor, videoIdFor } from '../util/ids.ts';
import { createPrng } from '../util/prng.ts';
import { timeTranscript } from './cue-timing.ts';
import type { VideoSpec } from './spec.ts';

export function parseIsoDuration(duration: string): number {
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration);
  if (!match) throw new Error(`bad duration ${duration}`);
  const [, d, h, m, s] = match.map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  return d * 86400 + h * 3600 + m * 60 + s;
}

export function formatIsoDuration(totalSeconds: number): string {
  if (totalSeconds === 0) return 'P0D';
  const days = Math.floor(totalSeconds / 86400);
  const h = Math.floor((totalSeconds % 86400) / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** The scheduled video goes live five days after the seed time, at 17:00 UTC. */
export function scheduledPublishAt(seedTime: Date): string {
  const day = Date.UTC(seedTime.getUTCFullYear(), seedTime.getUTCMonth(), seedTime.getUTCDate() + 5, 17);
  return new Date(day).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export interface BuiltVideo {
  video: Video;
  captions: CaptionTrack[];
}

export function buildVideo(
  spec: VideoSpec,
  channelId: string,
  colors: [string, string],
  seedTime: Date,
): BuiltVideo {
  const id = videoIdFor(spec.key);
  const prng = createPrng(`video:${spec.key}`);
  const durationSeconds = parseIsoDuration(spec.duration);
  const scheduled = spec.privacy === 'scheduled';
  const video: Video = {
    id,
    channelId,
    title: spec.title,
    description: spec.description,
    ...(spec.tags ? { tags: spec.tags } : {}),
    categoryId: String(spec.category),
    ...(spec.language ? { defaultLanguage: spec.language } : {}),
    ...(spec.audioLanguage ? { defaultAudioLanguage: spec.audioLanguage } : {}),
    publishedAt: spec.published,
    durationSeconds,
    width: spec.vertical ? 1080 : spec.sd ? 640 : 1920,
    height: spec.vertical ? 1920 : spec.sd ? 360 : 1080,
    definition: spec.sd ? 'sd' : 'hd',
    licensedContent: !spec.sd,
    privacyStatus:
      spec.privacy === undefined || spec.privacy === 'scheduled'
        ? scheduled
          ? 'private'
          : 'public'
        : spec.privacy,
    ...(scheduled ? { publishAt: scheduledPublishAt(seedTime) } : {}),
    uploadStatus: spec.upload ?? 'processed',
    ...(spec.upload === 'failed' ? { failureReason: 'codec' } : {}),
    ...(spec.upload === 'rejected' ? { rejectionReason: 'duplicate' } : {}),
    license: spec.creativeCommons ? 'creativeCommon' : 'youtube',
    embeddable: true,
    publicStatsViewable: true,
    madeForKids: spec.madeForKids ?? false,
    selfDeclaredMadeForKids: spec.madeForKids ?? false,
    containsSyntheticMedia: spec.synthetic ?? false,
    viewCount: spec.views,
    likeCount: spec.likes,
    dislikeCount: Math.round(spec.likes * (0.01 + prng.next() * 0.03)),
    commentCount: spec.comments,
    ...(spec.localizations ? { localizations: spec.localizations } : {}),
    art: { text: spec.thumb, colors },
    hasCustomThumbnail: spec.customThumbnail ?? false,
    thumbnailVersion: 0,
  };
  const captions = (spec.captions ?? []).map((transcript): CaptionTrack => {
    const name = transcript.name ?? '';
    return {
      id: captionIdFor(`${spec.key}:${transcript.language}:${name}:${transcript.kind ?? 'standard'}`),
      videoId: id,
      language: transcript.language,
      name,
      trackKind: transcript.kind ?? 'standard',
      audioTrackType: 'unknown',
      isCC: false,
      isLarge: false,
      isEasyReader: false,
      isDraft: transcript.draft ?? false,
      isAutoSynced: false,
      status: transcript.failed ? 'failed' : 'serving',
      ...(transcript.failed ? { failureReason: 'processingFailed' as const } : {}),
      lastUpdated: spec.published,
      cues: transcript.failed
        ? []
        : timeTranscript(transcript.sections, transcript.language, durationSeconds, spec.key),
      originalFormat: 'srt',
    };
  });
  return { video, captions };
}
