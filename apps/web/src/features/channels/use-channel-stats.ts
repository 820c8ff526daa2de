// A channel's stored statistics (no YouTube call), cached like the channel itself (spec §9).
import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { fetchChannelStats } from './connections-api.ts';

export function useChannelStats(connectionId: string) {
  return useQuery({
    queryKey: queryKeys.channelStats(connectionId),
    queryFn: () => fetchChannelStats(connectionId),
    staleTime: CACHE_LIFETIMES_MS.userChannel,
  });
}
