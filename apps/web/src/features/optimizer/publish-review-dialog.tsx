// The explicit, reviewed publish (Developer Policies III.C.3: the user keeps final control): exactly what will
// change on YouTube, field by field as before → after, the score change and the quota it costs, then Publish.
import type { MetadataFields } from '@vidcraft/contracts';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { FieldDiffView } from '../history/field-diff-view.tsx';
import type { MetadataField } from '../../lib/field-diff.ts';
import { problemText } from '../../lib/check-texts.ts';
import { PUBLISH_QUOTA_UNITS } from '../../lib/quota-costs.ts';
import type { PublishFailure } from './publish-errors.ts';
import { ScoreChange } from './score-change.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What YouTube has (as far as the user started from). */
  before: MetadataFields;
  after: MetadataFields;
  fields: readonly MetadataField[];
  scoreBefore: number;
  scoreAfter: number;
  pending: boolean;
  failure: PublishFailure | null;
  onPublish: () => void;
}

export function PublishReviewDialog(props: Props) {
  const { open, onOpenChange, before, after, fields, scoreBefore, scoreAfter, pending, failure, onPublish } =
    props;
  const { t } = useTranslation(['app', 'common']);
  const error =
    failure?.kind === 'rules'
      ? failure.problems.map((problem) => problemText(t, problem)).join(' ')
      : failure?.kind === 'noChanges'
        ? t('publish.noChanges')
        : failure?.kind === 'other'
          ? t('publish.failed', { message: failure.message })
          : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={pending ? undefined : t('common:actions.close')} className="sm:max-w-2xl">
        <DialogTitle>{t('publish.title')}</DialogTitle>
        <DialogDescription>{t('publish.description')}</DialogDescription>
        <ol className="grid gap-4">
          {fields.map((field) => (
            <li key={field} className="grid gap-2 rounded-xl bg-surface-raised/50 p-3 ring-1 ring-line">
              <h3 className="text-sm font-semibold">{t(`optimizer.fields.${field}`)}</h3>
              <FieldDiffView field={field} before={before[field]} after={after[field]} />
            </li>
          ))}
        </ol>
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('publish.score')}</dt>
            <dd className="font-semibold">
              <ScoreChange before={scoreBefore} after={scoreAfter} />
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-muted">{t('publish.quotaLabel')}</dt>
            <dd className="text-end font-semibold">{t('publish.quota', { units: PUBLISH_QUOTA_UNITS })}</dd>
          </div>
        </dl>
        <p className="text-xs text-ink-muted">{t('publish.untouched')}</p>
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onPublish} disabled={pending || fields.length === 0}>
            <Send aria-hidden />
            {pending ? t('publish.publishing') : t('publish.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
