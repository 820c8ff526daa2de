// POST /api/videos: the finished upload becomes a draft and its analysis starts (the server meters its minutes).
// The same upload id answers the same draft, so "Try again" after a failure is safe.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { isApiError } from '../../lib/api.ts';
import { createUpload, type CreateUploadInput } from './uploads-api.ts';
import { usePutUpload } from './use-uploads.ts';

/** The plan's upload minutes are used up (the server said so by code and reason). */
export function isMinutesLimit(error: unknown): boolean {
  if (!isApiError(error) || error.code !== 'FORBIDDEN') return false;
  const details = (error.details ?? {}) as { reason?: unknown };
  return details.reason === 'monthlyLimit';
}

export function useCreateUpload() {
  const client = useQueryClient();
  const putUpload = usePutUpload();
  return useMutation({
    mutationFn: (body: CreateUploadInput) => createUpload(body),
    meta: { errorToast: false },
    onSuccess: ({ upload }) => {
      putUpload(upload);
      void client.invalidateQueries({ queryKey: queryKeys.uploadCapabilities });
    },
  });
}
