// One publish intent (a publish from the review step, or a revert): a fresh idempotency key per intent, reused
// when the same request is sent again (a retry, or "publish anyway" after a change on YouTube), so YouTube is
// written at most once. Failures are read by code into what the screen shows next (publish-errors.ts); the
// quota and an ended session are left to the global error toasts.
import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { randomUuid } from '../../lib/uuid.ts';
import type { PublishResult } from './optimizer-api.ts';
import { publishFailureOf, type PublishFailure } from './publish-errors.ts';

export type PublishSend = (idempotencyKey: string, overwrite: boolean) => Promise<PublishResult>;

interface Handlers {
  onPublished: (result: PublishResult) => void;
  onFailure?: (failure: PublishFailure) => void;
}

export function useCheckedPublish(send: PublishSend, { onPublished, onFailure }: Handlers) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<PublishFailure | null>(null);

  const mutation = useMutation({
    mutationFn: (overwrite: boolean) => {
      key.current ??= randomUuid();
      return send(key.current, overwrite);
    },
    // Handled on the screen; QUOTA_EXCEEDED, UNAUTHENTICATED and AUTH_REQUIRED still reach the reporter.
    meta: { errorToast: false },
    onMutate: () => setFailure(null),
    onError: (error) => {
      const reason = publishFailureOf(error);
      setFailure(reason);
      onFailure?.(reason);
    },
    onSuccess: (result) => {
      key.current = null;
      client.setQueryData(queryKeys.videoDetails(result.video.id), result.video);
      void client.invalidateQueries({ queryKey: queryKeys.allHistory });
      void client.invalidateQueries({ queryKey: queryKeys.allChannelVideos });
      onPublished(result);
    },
  });

  const { reset } = mutation;
  /** A new intent: the next send gets a new idempotency key. */
  const begin = useCallback(() => {
    key.current = randomUuid();
    setFailure(null);
    reset();
  }, [reset]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return {
    publish: (overwrite = false) => mutation.mutate(overwrite),
    pending: mutation.isPending,
    failure,
    begin,
    dismissFailure,
  };
}
