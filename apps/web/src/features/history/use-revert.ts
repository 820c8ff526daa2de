// Reverting a history entry: the review, then the same checked publish path — a change on YouTube since the
// entry is shown and decided, a missing write permission is asked for in context.
import { useState } from 'react';
import type { HistoryEntry } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store.ts';
import type { FieldConflict } from '../optimizer/publish-errors.ts';
import { useCheckedPublish } from '../optimizer/use-checked-publish.ts';
import { revertEntry } from './history-api.ts';

export function useRevert() {
  const { t } = useTranslation('app');
  const [target, setTarget] = useState<HistoryEntry | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [conflict, setConflict] = useState<FieldConflict[] | null>(null);
  const [writeAccess, setWriteAccess] = useState<string | null>(null);

  const checked = useCheckedPublish(
    (key, overwrite) =>
      target ? revertEntry(target.id, key, overwrite) : Promise.reject(new Error('Nothing to revert')),
    {
      onPublished: (result) => {
        setReviewing(false);
        setConflict(null);
        setTarget(null);
        toast({
          variant: result.entry.status === 'succeeded' ? 'success' : 'warning',
          title:
            result.entry.status === 'succeeded' ? t('history.revertedToast') : t('publish.mismatch.title'),
          description:
            result.entry.error?.message ??
            t('history.revertedToastDescription', { video: result.video.title }),
        });
      },
      onFailure: (failure) => {
        if (failure.kind === 'conflict') {
          setReviewing(false);
          setConflict(failure.changes);
        } else if (failure.kind === 'writeAccess') {
          setReviewing(false);
          setWriteAccess(failure.channelId ?? '');
        }
      },
    },
  );

  return {
    target,
    reviewing,
    conflict,
    writeAccess,
    pending: checked.pending,
    failure: checked.failure,
    start: (entry: HistoryEntry) => {
      checked.begin();
      setTarget(entry);
      setReviewing(true);
    },
    confirm: () => checked.publish(false),
    overwrite: () => checked.publish(true),
    close: () => {
      setReviewing(false);
      setConflict(null);
      setTarget(null);
    },
    closeWriteAccess: () => {
      setWriteAccess(null);
      setTarget(null);
    },
  };
}
