// The video changed on YouTube after the user's starting point (edited in Studio, or by another app): each
// change as "you started from" vs "on YouTube now", then the user decides — publish anyway (their version
// replaces YouTube's for the fields they change), or stop and load YouTube's version into the editor.
import { RefreshCw, Send, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FieldDiffView } from '../history/field-diff-view.tsx';
import type { FieldConflict } from './publish-errors.ts';

interface Props {
  changes: FieldConflict[] | null;
  pending: boolean;
  /** What the confirm button does: publishing, or reverting. */
  action: 'publish' | 'revert';
  onOverwrite: () => void;
  /** Absent: the dialog only cancels (e.g. in the history). */
  onLoadYoutube?: () => void;
  onCancel: () => void;
}

export function ConflictDialog({ changes, pending, action, onOverwrite, onLoadYoutube, onCancel }: Props) {
  const { t } = useTranslation(['app', 'common']);
  const labels = { before: t('conflict.youStarted'), after: t('conflict.onYoutube') };
  return (
    <Dialog open={changes !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <DialogContent closeLabel={pending ? undefined : t('common:actions.close')} className="sm:max-w-2xl">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-warning/10 ring-1 ring-warning/30">
            <TriangleAlert className="size-5 text-warning" aria-hidden />
          </span>
          <DialogTitle>{t('conflict.title')}</DialogTitle>
        </div>
        <DialogDescription>{t('conflict.description')}</DialogDescription>
        <ol className="grid gap-4">
          {(changes ?? []).map((change) => (
            <li
              key={change.field}
              className="grid gap-2 rounded-xl bg-surface-raised/50 p-3 ring-1 ring-line"
            >
              <h3 className="text-sm font-semibold">{t(`optimizer.fields.${change.field}`)}</h3>
              <FieldDiffView
                field={change.field}
                before={change.base}
                after={change.current}
                labels={labels}
              />
            </li>
          ))}
        </ol>
        <p className="text-sm text-ink-muted">
          {t(action === 'publish' ? 'conflict.choice' : 'conflict.revertChoice')}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          {onLoadYoutube ? (
            <Button variant="outline" onClick={onLoadYoutube} disabled={pending}>
              <RefreshCw aria-hidden />
              {t('conflict.loadYoutube')}
            </Button>
          ) : null}
          <Button onClick={onOverwrite} disabled={pending}>
            <Send aria-hidden />
            {pending
              ? t('publish.publishing')
              : t(action === 'publish' ? 'conflict.publishAnyway' : 'conflict.revertAnyway')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
