// What Vidcraft holds of a channel after syncing (counts, views, last syncs), cached like the video list.
import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { fetchSyncStats } from './sync-api.ts';

export function useSyncStats(connectionId: string) {
  return useQuery({
    queryKey: queryKeys.syncStats(connectionId),
    queryFn: () => fetchSyncStats(connectionId),
    staleTime: CACHE_LIFETIMES_MS.channelVideos,
  });
}
