// "Design a thumbnail from this frame": POST /api/uploads/:id/frames/:index/background keeps the frame as one of
// the creator's studio backgrounds; the studio's list of backgrounds then has it (put in the cache at once, and
// asked for again), so the studio opened with its id starts from it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackgroundAsset } from '@vidcraft/contracts';
import { queryKeys } from '../../app/query-keys.ts';
import { keepFrameAsBackground } from './uploads-api.ts';

export function useFrameBackground(uploadId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => keepFrameAsBackground(uploadId, index),
    // Said beside the button.
    meta: { errorToast: false },
    onSuccess: (asset) => {
      client.setQueryData<BackgroundAsset[]>(queryKeys.thumbnailBackgrounds, (list) =>
        list ? [asset, ...list.filter((item) => item.id !== asset.id)] : list,
      );
      void client.invalidateQueries({ queryKey: queryKeys.thumbnailBackgrounds });
    },
  });
}
