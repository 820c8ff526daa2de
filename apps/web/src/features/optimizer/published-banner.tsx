// After a publish: what happened (confirmed by reading the video back from YouTube, or not), and the way to
// the history entry — the sandbox has no YouTube page to link to, and the history shows before and after.
import type { HistoryEntry } from '@vidcraft/contracts';
import { CircleCheck, History, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { fieldName } from '../../lib/check-texts.ts';

export function PublishedBanner({ entry, historyLink }: { entry: HistoryEntry; historyLink: string }) {
  const { t } = useTranslation('app');
  const ok = entry.status === 'succeeded';
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center ${ok ? 'bg-success/10 ring-success/30' : 'bg-warning/10 ring-warning/30'}`}
    >
      <p className="flex flex-1 items-start gap-2 text-sm">
        {ok ? (
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        ) : (
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
        )}
        {ok
          ? t('publish.banner.done', {
              fields: entry.changedFields.map((field) => fieldName(t, field)).join(', '),
            })
          : t('publish.banner.mismatch', { message: entry.error?.message ?? '' })}
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link to={historyLink}>
          <History aria-hidden />
          {t('publish.done.viewHistory')}
        </Link>
      </Button>
    </div>
  );
}
