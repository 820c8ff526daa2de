// Sending a thumbnail to YouTube and taking one back: the video's upload history, an upload and a revert.
// Every click is its own intent with a fresh idempotency key, so a doubled request reaches YouTube once.
// Failures are read by code on the screen (failures.ts); quota and an ended session still reach the toasts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { fetchUploads, revertThumbnail, uploadThumbnail, type UploadResult } from './thumbnails-api.ts';

export function useThumbnailUploads(videoId: string) {
  return useQuery({
    queryKey: queryKeys.thumbnailUploads(videoId),
    queryFn: () => fetchUploads(videoId),
    staleTime: 30_000,
  });
}

function useAfterSend(videoId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.thumbnailUploads(videoId) });
    void client.invalidateQueries({ queryKey: queryKeys.allThumbnailQuota });
    // The video's thumbnail URLs change on YouTube; the next look reads them again.
    void client.invalidateQueries({ queryKey: queryKeys.videoDetails(videoId) });
    void client.invalidateQueries({ queryKey: queryKeys.allChannelVideos });
  };
}

export function useUploadThumbnail(videoId: string, onUploaded?: (result: UploadResult) => void) {
  const settled = useAfterSend(videoId);
  return useMutation({
    mutationFn: (image: Blob) => uploadThumbnail(videoId, image, randomUuid()),
    meta: { errorToast: false, youtube: true },
    onSuccess: (result) => onUploaded?.(result),
    onSettled: settled,
  });
}

export function useRevertThumbnail(videoId: string, onReverted?: (result: UploadResult) => void) {
  const settled = useAfterSend(videoId);
  return useMutation({
    mutationFn: (uploadId: string) => revertThumbnail(uploadId, randomUuid()),
    meta: { errorToast: false, youtube: true },
    onSuccess: (result) => onReverted?.(result),
    onSettled: settled,
  });
}
