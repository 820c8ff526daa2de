// The active channel's synced videos, filtered and sorted by the server, loaded 100 at a time as the list
// scrolls (1,200+ videos stay smooth: only visible rows are rendered). Cached 500 s (spec §9).
import { useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys, type VideoListFilters } from '../../app/query-keys.ts';
import { fetchChannelVideos, PAGE_SIZE } from './videos-api.ts';

export function useChannelVideos(connectionId: string, filters: VideoListFilters) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.channelVideos(connectionId, filters),
    queryFn: ({ pageParam }) => fetchChannelVideos(connectionId, filters, pageParam, PAGE_SIZE),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    staleTime: CACHE_LIFETIMES_MS.channelVideos,
    placeholderData: (previous) => previous,
  });
  const videos = query.data?.pages.flatMap((page) => page.videos) ?? [];
  const first = query.data?.pages[0];
  return { query, videos, total: first?.total ?? 0, syncing: first?.syncing ?? false };
}
