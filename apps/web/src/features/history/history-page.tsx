// /optimization-history (issue 6): every publish, revert and copy, newest first — before and after per field,
// the engine, Vidcraft's score before → after — and one-click revert of a published change. `?videoId=`
// narrows it to one video; `?entry=` marks the entry a publish just made.
import { useEffect } from 'react';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useConnections } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ConflictDialog } from '../optimizer/conflict-dialog.tsx';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';
import { HistoryEntryCard } from './history-entry-card.tsx';
import { HISTORY_PAGE_SIZE } from './history-api.ts';
import { RevertDialog } from './revert-dialog.tsx';
import { useHistory } from './use-history.ts';
import { useRevert } from './use-revert.ts';

export function HistoryPage() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const videoId = params.get('videoId');
  const highlighted = params.get('entry');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const history = useHistory(videoId, page);
  const revert = useRevert();
  const connections = useConnections().data ?? [];
  const channel = connections.find((item) => item.youtubeChannelId === revert.writeAccess);
  const entries = history.data?.entries ?? [];
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const ready = history.isSuccess;
  useEffect(() => {
    if (ready && highlighted)
      document.getElementById(`entry-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [ready, highlighted]);

  return (
    <AppPage title={t('history.title')} lead={t('history.lead')}>
      {videoId ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-surface p-3 text-sm ring-1 ring-line">
          <span className="min-w-0 flex-1">
            {t('history.filtered', { video: entries[0]?.videoTitle ?? videoId })}
          </span>
          <Button asChild variant="ghost" size="sm">
            <Link to={localize('/optimization-history')}>{t('history.showAll')}</Link>
          </Button>
        </div>
      ) : null}
      {history.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : history.isError ? (
        <StateBox role="alert">
          <p>{t('history.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {t('actions.retry')}
          </Button>
        </StateBox>
      ) : entries.length === 0 ? (
        <StateBox>
          <History className="size-8 text-ink-muted" aria-hidden />
          <p className="font-semibold">{t('history.empty')}</p>
          <Button asChild variant="secondary">
            <Link to={localize('/video-optimization')}>{t('history.pickVideo')}</Link>
          </Button>
        </StateBox>
      ) : (
        <ol className="grid gap-4" aria-label={t('history.listLabel')}>
          {entries.map((entry) => (
            <HistoryEntryCard
              key={entry.id}
              entry={entry}
              highlighted={entry.id === highlighted}
              busy={revert.pending}
              onRevert={revert.start}
            />
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav aria-label={t('history.pages')} className="flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            <ChevronLeft className="rtl:rotate-180" aria-hidden />
            {t('history.previous')}
          </Button>
          <span className="text-ink-muted tabular-nums">{t('history.pageOf', { page, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('history.next')}
            <ChevronRight className="rtl:rotate-180" aria-hidden />
          </Button>
        </nav>
      ) : null}
      <RevertDialog
        entry={revert.reviewing ? revert.target : null}
        pending={revert.pending}
        failure={revert.failure}
        onConfirm={revert.confirm}
        onClose={revert.close}
      />
      <ConflictDialog
        changes={revert.conflict}
        pending={revert.pending}
        action="revert"
        onOverwrite={revert.overwrite}
        onCancel={revert.close}
      />
      <WriteAccessDialog
        open={revert.writeAccess !== null}
        onOpenChange={(open) => (open ? undefined : revert.closeWriteAccess())}
        channelId={revert.writeAccess ?? ''}
        channelName={channel?.channelName ?? t('reauthDialog.yourChannel')}
        purpose="publish"
      />
    </AppPage>
  );
}
