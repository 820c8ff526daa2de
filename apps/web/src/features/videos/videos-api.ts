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

/**
 * Caption tracks (captions.list: 50 units, cached a day by the server) or, with `track`, one track's text
 * (captions.download: 200 units, cached). Both need the channel's write permission.
 */
export async function fetchCaptions(
  id: string,
  options: { track?: string; refresh?: boolean } = {},
): Promise<CaptionsResponse> {
  const params = new URLSearchParams();
  if (options.track) params.set('track', options.track);
  if (options.refresh) params.set('refresh', 'true');
  const query = params.size > 0 ? `?${params}` : '';
  return CaptionsResponse.parse(await apiFetch(`${videoPath(id)}/captions${query}`));
}
