// The thumbnails the creator kept in the thumbnail studio (GET /api/thumbnails?limit=20), for the thumbnail
// picker: one of them can go out with the video. The studio refreshes this list each time it keeps one.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchKeptThumbnails } from './uploads-api.ts';

export function useKeptThumbnails() {
  return useQuery({
    queryKey: queryKeys.recentSavedThumbnails,
    queryFn: fetchKeptThumbnails,
    staleTime: 60_000,
    // Without the list the picker still offers the frames: no error toast for it.
    meta: { errorToast: false },
  });
}
