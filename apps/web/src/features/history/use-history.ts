// One page of the optimization history (all videos, or one), keeping the previous page on screen while the
// next one loads.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchHistory } from './history-api.ts';

export function useHistory(videoId: string | null, page: number) {
  return useQuery({
    queryKey: queryKeys.history(videoId, page),
    queryFn: () => fetchHistory(videoId, page),
    placeholderData: (previous) => previous,
  });
}
