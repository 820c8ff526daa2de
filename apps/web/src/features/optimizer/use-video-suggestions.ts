// The video's suggestion sets, newest first: a returning user sees the last ones without spending a run.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchVideoSuggestions } from './optimizer-api.ts';

export function useVideoSuggestions(videoId: string) {
  return useQuery({
    queryKey: queryKeys.videoSuggestions(videoId),
    queryFn: () => fetchVideoSuggestions(videoId),
    staleTime: Infinity,
  });
}
