import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoDetails } from '@vidcraft/contracts';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { fetchVideoDetails, refreshVideo } from './videos-api.ts';

export function useVideoDetails(videoId: string | null) {
  return useQuery({
    queryKey: queryKeys.videoDetails(videoId ?? ''),
    queryFn: () => fetchVideoDetails(videoId ?? ''),
    enabled: videoId !== null,
    staleTime: CACHE_LIFETIMES_MS.channelVideos,
  });
}

/** Re-reads the video from YouTube (1 quota unit) and refreshes the lists that show it. */
export function useRefreshVideo(connectionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => refreshVideo(videoId),
    meta: { youtube: true },
    onSuccess: (details: VideoDetails) => {
      client.setQueryData(queryKeys.videoDetails(details.id), details);
      void client.invalidateQueries({ queryKey: queryKeys.channelVideosOf(connectionId) });
    },
  });
}
