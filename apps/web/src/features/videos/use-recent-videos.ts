// The newest videos of a channel, for the dashboard's grid.
import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { fetchChannelVideos } from './videos-api.ts';

export const RECENT_COUNT = 12;

export function useRecentVideos(connectionId: string) {
  return useQuery({
    queryKey: queryKeys.recentVideos(connectionId),
    queryFn: () => fetchChannelVideos(connectionId, { sort: 'newest' }, null, RECENT_COUNT),
    staleTime: CACHE_LIFETIMES_MS.channelVideos,
  });
}
