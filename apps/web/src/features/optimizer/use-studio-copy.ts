// Copying to paste into YouTube Studio: the text goes to the clipboard (with a fallback where the Clipboard API
// is unavailable), and the copy is recorded in the optimization history so it stays complete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MetadataFields } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-keys.ts';
import { copyText } from '../../lib/clipboard.ts';
import { toast } from '../../lib/toast-store.ts';
import { recordCopy } from './optimizer-api.ts';

export function useStudioCopy(suggestionId: string) {
  const { t } = useTranslation('app');
  const client = useQueryClient();
  const record = useMutation({
    mutationFn: (fields: Partial<MetadataFields>) => recordCopy(suggestionId, fields),
    // The text is on the clipboard either way; a failed record only leaves the history short.
    meta: { errorToast: false },
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.allHistory }),
    onError: (error) => console.warn('Recording the copy failed', error),
  });

  return async (text: string, fields: Partial<MetadataFields>): Promise<boolean> => {
    const copied = await copyText(text);
    if (!copied) {
      toast({
        variant: 'destructive',
        title: t('optimizer.copy.failedTitle'),
        description: t('optimizer.copy.failedDescription'),
      });
      return false;
    }
    record.mutate(fields);
    return true;
  };
}
