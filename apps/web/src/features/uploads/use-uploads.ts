// The creator's uploads (GET /api/uploads) and one upload with its analysis (GET /api/uploads/:id). While one
// is being analysed or published the answer is asked for again now and then: the job's own events drive the
// overlay, and this catches the end even if the event stream was lost.
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadStatus, UploadSummaryView, UploadView } from '@vidcraft/contracts';
import { queryKeys } from '../../app/query-keys.ts';
import { deleteUpload, fetchUpload, fetchUploads } from './uploads-api.ts';

export const BUSY_POLL_MS = 5000;

export function isBusy(status: UploadStatus): boolean {
  return status === 'analyzing' || status === 'publishing';
}

export function useUploads() {
  return useQuery({
    queryKey: queryKeys.uploads,
    queryFn: fetchUploads,
    refetchInterval: (query) =>
      query.state.data?.some((upload) => isBusy(upload.status)) ? BUSY_POLL_MS : false,
  });
}

export function useUpload(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.upload(id),
    queryFn: () => fetchUpload(id),
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.status) ? BUSY_POLL_MS : false),
    // A 404 stays a 404: no retries.
    retry: false,
    // The list has the summary already: show its header while the analysis comes.
    placeholderData: () => {
      const summary = client.getQueryData<UploadSummaryView[]>(queryKeys.uploads)?.find((u) => u.id === id);
      return summary ? { ...summary, analysis: null } : undefined;
    },
  });
}

/** Puts a changed upload in the cache, in its own entry and in the list (the two agree). */
export function usePutUpload() {
  const client = useQueryClient();
  return useCallback(
    (upload: UploadView) => {
      client.setQueryData(queryKeys.upload(upload.id), upload);
      client.setQueryData<UploadSummaryView[]>(queryKeys.uploads, (list) => {
        if (!list) return list;
        const { analysis: _analysis, ...summary } = upload;
        return list.some((item) => item.id === upload.id)
          ? list.map((item) => (item.id === upload.id ? summary : item))
          : [summary, ...list];
      });
    },
    [client],
  );
}

/** DELETE /api/uploads/:id: the upload, its file and frames go at once. */
export function useDeleteUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUpload(id),
    meta: { errorToast: false },
    onSuccess: (_answer, id) => {
      client.setQueryData<UploadSummaryView[]>(queryKeys.uploads, (list) =>
        list?.filter((item) => item.id !== id),
      );
      client.removeQueries({ queryKey: queryKeys.upload(id), exact: true });
    },
  });
}
