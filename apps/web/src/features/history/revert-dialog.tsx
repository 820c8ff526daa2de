// Reverting is a publish of the earlier values, so it is reviewed like one: exactly what goes back on YouTube,
// field by field (for a translation publish, language by language: added ones are removed, changed and
// removed ones restored), and the quota it costs.
import type { HistoryEntry } from '@vidcraft/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { problemText } from '../../lib/check-texts.ts';
import { PUBLISH_QUOTA_UNITS } from '../../lib/quota-costs.ts';
import type { PublishFailure } from '../optimizer/publish-errors.ts';
import { FieldDiffView } from './field-diff-view.tsx';
import { METADATA_FIELDS } from '../../lib/field-diff.ts';
import { changesDefaultLanguage, LocalizationDiffView } from './localization-diff-view.tsx';

interface Props {
  entry: HistoryEntry | null;
  pending: boolean;
  failure: PublishFailure | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function RevertDialog({ entry, pending, failure, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['app', 'common']);
  const fields = METADATA_FIELDS.filter((field) => entry?.changedFields.includes(field));
  const labels = { before: t('history.revertNow'), after: t('history.revertBack') };
  const error =
    failure?.kind === 'rules'
      ? failure.problems.map((problem) => problemText(t, problem)).join(' ')
      : failure?.kind === 'noChanges'
        ? t('history.revertNoChanges')
        : failure?.kind === 'other'
          ? t('publish.failed', { message: failure.message })
          : null;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      {entry ? (
        <DialogContent closeLabel={pending ? undefined : t('common:actions.close')} className="sm:max-w-2xl">
          <DialogTitle>{t('history.revertTitle')}</DialogTitle>
          <DialogDescription>{t('history.revertDescription', { video: entry.videoTitle })}</DialogDescription>
          <ol className="grid gap-4">
            {fields.map((field) => (
              <li key={field} className="grid gap-2 rounded-xl bg-surface-raised/50 p-3 ring-1 ring-line">
                <h3 className="text-sm font-semibold">{t(`optimizer.fields.${field}`)}</h3>
                <FieldDiffView
                  field={field}
                  before={entry.after[field]}
                  after={entry.before[field]}
                  labels={labels}
                />
              </li>
            ))}
            {entry.changedFields.includes('localizations') || changesDefaultLanguage(entry) ? (
              <li className="rounded-xl bg-surface-raised/50 p-3 ring-1 ring-line">
                <LocalizationDiffView
                  before={entry.after}
                  after={entry.before}
                  showLocalizations={entry.changedFields.includes('localizations')}
                  showDefaultLanguage={changesDefaultLanguage(entry)}
                  revert
                />
              </li>
            ) : null}
          </ol>
          <p className="text-sm text-ink-muted">{t('publish.quota', { units: PUBLISH_QUOTA_UNITS })}</p>
          {error ? <ErrorNote>{error}</ErrorNote> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={onConfirm} disabled={pending}>
              <RotateCcw aria-hidden />
              {pending ? t('history.reverting') : t('history.revertConfirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
