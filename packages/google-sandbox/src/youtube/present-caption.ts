// The caption resource (metadata only; the track text is fetched with captions.download).
import type { CaptionTrack } from '../state/model.ts';
import { etagOf } from '../util/ids.ts';

export const CAPTION_PARTS = ['id', 'snippet'] as const;

export function presentCaption(track: CaptionTrack, parts: readonly string[]): Record<string, unknown> {
  const resource: Record<string, unknown> = { kind: 'youtube#caption', etag: '', id: track.id };
  if (parts.includes('snippet')) {
    resource.snippet = {
      videoId: track.videoId,
      lastUpdated: track.lastUpdated,
      trackKind: track.trackKind,
      language: track.language,
      name: track.name,
      audioTrackType: track.audioTrackType,
      isCC: track.isCC,
      isLarge: track.isLarge,
      isEasyReader: track.isEasyReader,
      isDraft: track.isDraft,
      isAutoSynced: track.isAutoSynced,
      status: track.status,
      ...(track.failureReason ? { failureReason: track.failureReason } : {}),
    };
  }
  resource.etag = etagOf({
    ...resource,
    etag: undefined,
    cues: track.cues.length,
    updated: track.lastUpdated,
  });
  return resource;
}
