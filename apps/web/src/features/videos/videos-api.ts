// The synced-video calls (packages/contracts videos.ts), answers checked with the contract schemas.
import { CaptionsResponse, ChannelVideosResponse, VideoDetails } from '@vidcraft/contracts';
import type { VideoListFilters } from '../../app/query-keys.ts';
import { apiFetch } from '../../lib/api.ts';

export const PAGE_SIZE = 100;

export function channelVideosPath(
  connectionId: string,
  filters: Partial<VideoListFilters>,
  page: number,
  limit: number = PAGE_SIZE,
): string {
  const params = new URLSearchParams({ channelId: connectionId, page: String(page), limit: String(limit) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `/api/user/channel-videos?${params}`;
}

export async function fetchChannelVideos(
  connectionId: string,
  filters: Partial<VideoListFilters>,
  page: number,
  limit?: number,
): Promise<ChannelVideosResponse> {
  return ChannelVideosResponse.parse(await apiFetch(channelVideosPath(connectionId, filters, page, limit)));
}

const videoPath = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

export async function fetchVideoDetails(id: string): Promise<VideoDetails> {
  return VideoDetails.parse(await apiFetch(`${videoPath(id)}/details`));
}

/** Re-reads one video from YouTube (1 quota unit). */
export async function refreshVideo(id: string): Promise<VideoDetails> {
  return VideoDetails.parse(await apiFetch(`${videoPath(id)}/refresh`, { method: 'POST' }));
}

/** The caption tracks the server stored (no YouTube call, no units). */
export async function fetchStoredCaptions(id: string): Promise<CaptionsResponse> {
  return CaptionsResponse.parse(await apiFetch(`${videoPath(id)}/captions`));
}

/**
 * Lists the caption tracks on YouTube (captions.list: 50 units); with `onlyIfStale` the server answers its
 * list from the last day instead. Needs the channel's write permission.
 */
export async function listCaptions(
  id: string,
  options: { onlyIfStale?: boolean } = {},
): Promise<CaptionsResponse> {
  return CaptionsResponse.parse(
    await apiFetch(`${videoPath(id)}/captions/refresh`, {
      method: 'POST',
      json: { onlyIfStale: options.onlyIfStale ?? false },
    }),
  );
}

/** One track's text: kept by the server (no units) or downloaded (captions.download: 200 units). */
export async function downloadCaptionTrack(
  id: string,
  trackId: string,
  format: 'srt' | 'vtt' = 'vtt',
): Promise<CaptionsResponse> {
  return CaptionsResponse.parse(
    await apiFetch(`${videoPath(id)}/captions/${encodeURIComponent(trackId)}/download`, {
      method: 'POST',
      json: { format },
    }),
  );
}
