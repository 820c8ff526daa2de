// Keeping a render on the server (for download and copy, and to find it again), and recording that it was
// downloaded or copied instead of uploaded. One kept thumbnail per design: keeping the same design again
// answers the one already kept.
import { useCallback, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedThumbnail, ThumbnailDesign } from '@vidcraft/contracts';
import { queryKeys } from '../../app/query-keys.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { fetchSavedThumbnails, recordThumbnailUse, saveThumbnail } from './thumbnails-api.ts';

/** Kept for this video, or (null: the studio designing for an upload) the newest kept for any. */
export function useSavedThumbnails(videoId: string | null) {
  return useQuery({
    queryKey: videoId ? queryKeys.savedThumbnails(videoId) : queryKeys.recentSavedThumbnails,
    queryFn: () => fetchSavedThumbnails(videoId),
    staleTime: 60_000,
  });
}

export function useKeepThumbnail(videoId: string | null) {
  const client = useQueryClient();
  // The design last kept (as sent) and what the server answered for it.
  const kept = useRef<{ key: string; saved: SavedThumbnail } | null>(null);
  const mutation = useMutation({
    mutationFn: async (design: ThumbnailDesign) => {
      const key = JSON.stringify(design);
      if (kept.current?.key === key) return kept.current.saved;
      const saved = await saveThumbnail(design, videoId, randomUuid());
      kept.current = { key, saved };
      return saved;
    },
    // The video's list and the recent one (which the upload tool's thumbnail picker shows).
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.allSavedThumbnails }),
  });
  const { mutateAsync } = mutation;
  const keep = useCallback((design: ThumbnailDesign) => mutateAsync(design), [mutateAsync]);
  return { keep, mutation };
}

export function useRecordThumbnailUse() {
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'download' | 'copy' }) =>
      recordThumbnailUse(id, action),
    // A lost record is not worth an error toast: the file is already downloaded or copied.
    meta: { errorToast: false },
  });
}
