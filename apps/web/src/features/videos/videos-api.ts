// The synced-video calls (packages/contracts videos.ts) through the typed client: paths, bodies and the
// answers' schemas all come from the route contracts.
import { type CaptionsResponse, type ChannelVideosResponse, type VideoDetails } from '@vidcraft/contracts';
import { videoRoutes } from '@vidcraft/contracts/client-routes';
import type { VideoListFilters } from '../../app/query-keys.ts';
import { callApi } from '../../lib/api-client.ts';

export const PAGE_SIZE = 100;

/** The filters that narrow the list, without the empty ones ("any"). */
function filterQuery(filters: Partial<VideoListFilters>) {
  const { q, type, visibility, captions, optimized, sort } = filters;
  return {
    ...(q ? { q } : {}),
    ...(type ? { type } : {}),
    ...(visibility ? { visibility } : {}),
    ...(captions ? { captions } : {}),
    ...(optimized ? { optimized } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** The first page of the list, or the one a previous answer's `nextPageToken` opens. */
export async function fetchChannelVideos(
  connectionId: string,
  filters: Partial<VideoListFilters>,
  pageToken: string | null,
  limit: number = PAGE_SIZE,
): Promise<ChannelVideosResponse> {
  return callApi(videoRoutes.channelVideos, {
    query: {
      channelId: connectionId,
      limit,
      ...(pageToken ? { pageToken } : {}),
      ...filterQuery(filters),
    },
  });
}

export async function fetchVideoDetails(id: string): Promise<VideoDetails> {
  return callApi(videoRoutes.details, { params: { id } });
}

/** Re-reads one video from YouTube (1 quota unit). */
export async function refreshVideo(id: string): Promise<VideoDetails> {
  return callApi(videoRoutes.refresh, { params: { id } });
}

/** The caption tracks the server stored (no YouTube call, no units). */
export async function fetchStoredCaptions(id: string): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captions, { params: { id } });
}

/**
 * Lists the caption tracks on YouTube (captions.list: 50 units); with `onlyIfStale` the server answers its
 * list from the last day instead. Needs the channel's write permission.
 */
export async function listCaptions(
  id: string,
  options: { onlyIfStale?: boolean } = {},
): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captionsRefresh, {
    params: { id },
    body: { onlyIfStale: options.onlyIfStale ?? false },
  });
}

/** One track's text: kept by the server (no units) or downloaded (captions.download: 200 units). */
export async function downloadCaptionTrack(
  id: string,
  trackId: string,
  format: 'srt' | 'vtt' = 'vtt',
): Promise<CaptionsResponse> {
  return callApi(videoRoutes.captionDownload, { params: { id, trackId }, body: { format } });
}
