// Backgrounds the creator uploaded or had an image model make: the list, an upload (checked by the server
// before anything is kept), and a generation (a fresh idempotency key per click; counts toward the month).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { fetchBackgrounds, generateBackground, uploadBackground } from './thumbnails-api.ts';

export function useBackgrounds(enabled = true) {
  return useQuery({
    queryKey: queryKeys.thumbnailBackgrounds,
    queryFn: fetchBackgrounds,
    staleTime: 60_000,
    enabled,
  });
}

export function useUploadBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: Blob) => uploadBackground(image),
    meta: { errorToast: false },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.thumbnailBackgrounds }),
  });
}

export function useGenerateBackground() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ prompt, style }: { prompt: string; style: string }) =>
      generateBackground(prompt, style, randomUuid()),
    meta: { errorToast: false },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.thumbnailBackgrounds });
      void client.invalidateQueries({ queryKey: queryKeys.allThumbnailQuota });
    },
  });
}
