// This month's image generations and YouTube uploads, and how many uploads today's YouTube quota still allows.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { useMe } from '../auth/use-me.ts';
import { fetchThumbnailQuota } from './thumbnails-api.ts';

export function useThumbnailQuota() {
  const userId = useMe().data?.id ?? null;
  return useQuery({
    queryKey: queryKeys.thumbnailQuota(userId ?? ''),
    queryFn: () => fetchThumbnailQuota(userId ?? ''),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
