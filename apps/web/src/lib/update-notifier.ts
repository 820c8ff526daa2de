// Connects the update check to a toast: 'Update available' with Refresh, shown 50 s; once it closes, that
// version counts as dismissed.
import type { i18n } from 'i18next';
import { toast } from './toast-store.ts';
import {
  dismissVersion,
  refreshToLatest,
  startUpdateChecks,
  type UpdateCheckOptions,
} from './update-check.ts';

export const UPDATE_TOAST_MS = 50_000;

export function startUpdateNotifier(
  i18nInstance: i18n,
  extra: Pick<UpdateCheckOptions, 'triggers' | 'isCacheStale'> = {},
): () => void {
  return startUpdateChecks({
    ...extra,
    onUpdate: (latest) => {
      const t = i18nInstance.getFixedT(null, 'common');
      const handle = toast({
        title: t('update.title'),
        description: t('update.description'),
        variant: 'info',
        duration: UPDATE_TOAST_MS,
        action: {
          label: t('update.refresh'),
          altText: t('update.refreshAltText'),
          onClick: () => void refreshToLatest(),
        },
      });
      // Dismissed either by the user or by the 50 s timer.
      setTimeout(() => dismissVersion(latest), UPDATE_TOAST_MS);
      return handle;
    },
  });
}
