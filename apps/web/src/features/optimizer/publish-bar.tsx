// The editor's action bar, kept in view at the bottom: how many fields differ from YouTube, the score before →
// after, "Copy all" for YouTube Studio, and "Review and publish" (with the quota it costs).
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CopyAction } from './copy-action.tsx';
import { PUBLISH_QUOTA_UNITS } from '../../lib/quota-costs.ts';
import { ScoreChange } from './score-change.tsx';

interface Props {
  changes: number;
  blocked: boolean;
  scoreBefore: number;
  scoreAfter: number;
  onCopyAll: () => Promise<boolean>;
  onReview: () => void;
}

export function PublishBar({ changes, blocked, scoreBefore, scoreAfter, onCopyAll, onReview }: Props) {
  const { t } = useTranslation('app');
  return (
    <div className="sticky bottom-[calc(4.5rem+var(--safe-bottom,env(safe-area-inset-bottom)))] z-30 xl:bottom-4">
      <div
        role="region"
        aria-label={t('publish.barLabel')}
        className="flex flex-wrap items-center gap-2 rounded-2xl bg-surface-raised/95 p-2.5 shadow-2xl ring-1 ring-line backdrop-blur-md sm:gap-x-4 sm:px-5 sm:py-3"
      >
        <div className="grid min-w-0 flex-1 text-sm">
          <span className="truncate font-semibold">
            {changes === 0 ? t('publish.noEdits') : t('publish.changes', { number: changes })}
          </span>
          <span className="flex items-center gap-1.5 text-xs text-ink-muted">
            {t('publish.score')}
            <ScoreChange before={scoreBefore} after={scoreAfter} />
          </span>
        </div>
        <CopyAction
          text={t('optimizer.copy.all')}
          label={t('optimizer.copy.allLabel')}
          onCopy={onCopyAll}
          variant="secondary"
          size="md"
          compact
        />
        <Button
          onClick={onReview}
          disabled={changes === 0 || blocked}
          title={blocked ? t('publish.blocked') : undefined}
          className="max-sm:px-3"
        >
          <Send aria-hidden />
          {t('publish.review')}
          <span className="rounded-md bg-black/15 px-1.5 py-0.5 text-xs max-sm:hidden">
            {t('publish.reviewCost', { units: PUBLISH_QUOTA_UNITS })}
          </span>
        </Button>
        {blocked ? (
          <p className="basis-full text-xs text-danger" aria-live="polite">
            {t('publish.blocked')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
