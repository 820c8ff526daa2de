// A video's caption tracks and one track's text. Both reach YouTube (quota), so they are asked for only when
// the user says so and kept for the session.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { downloadCaptionTrack, listCaptions } from './videos-api.ts';

/** 'no': not asked yet; 'list': the stored list when it is fresh; 'refresh': listed on YouTube again. */
export type CaptionListing = 'no' | 'list' | 'refresh';

export function useCaptionTracks(videoId: string, requested: CaptionListing) {
  return useQuery({
    queryKey: queryKeys.captionTracks(videoId, requested),
    queryFn: () => listCaptions(videoId, { onlyIfStale: requested === 'list' }),
    enabled: requested !== 'no',
    staleTime: Infinity,
    meta: { youtube: true },
  });
}

export function useCaptionText(videoId: string, trackId: string) {
  return useQuery({
    queryKey: queryKeys.captionText(videoId, trackId),
    queryFn: () => downloadCaptionTrack(videoId, trackId),
    staleTime: Infinity,
    meta: { youtube: true },
  });
}
