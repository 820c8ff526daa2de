// The signed-in user's channel connections and the YouTube status (active channel, quota), cached per spec §9.
import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { activeConnectionOf, fetchConnections, fetchYoutubeStatus } from './connections-api.ts';

export function useConnections() {
  return useQuery({
    queryKey: queryKeys.connections,
    queryFn: fetchConnections,
    staleTime: CACHE_LIFETIMES_MS.connections,
  });
}

/** The connections and the active one (flagged isActive, else the first). */
export function useActiveConnection() {
  const query = useConnections();
  return { query, connections: query.data ?? [], active: activeConnectionOf(query.data) };
}

export function useYoutubeStatus() {
  return useQuery({
    queryKey: queryKeys.youtubeStatus,
    queryFn: fetchYoutubeStatus,
    staleTime: CACHE_LIFETIMES_MS.youtubeStatus,
  });
}
