// The video picker used by the tools: search, filters, sort, the total, and a virtualized infinite list of the
// active channel's synced videos. Choosing a video calls `onOpen`; a multi-select picker (`selection`, the
// translation tool's) has a checkbox per row instead, and the caller keeps the chosen ones.
import type { VideoSummary } from '@vidcraft/contracts';
import { LoaderCircle, SearchX, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { StateBox } from '../app-shell/app-page.tsx';
import { useChannelVideos } from './use-channel-videos.ts';
import { isFiltered, useVideoFilters } from './use-video-filters.ts';
import { VideoFilters } from './video-filters.tsx';
import { VideoList } from './video-list.tsx';
import type { VideoSelection } from './video-row.tsx';

export type { VideoSelection };

type PickerProps =
  | { connectionId: string; onOpen: (video: VideoSummary) => void; selection?: never }
  | { connectionId: string; selection: VideoSelection; onOpen?: never };

export function VideoPicker({ connectionId, onOpen, selection }: PickerProps) {
  const { t, i18n } = useTranslation('app');
  const { filters, update, reset } = useVideoFilters();
  const { query, videos, total, syncing } = useChannelVideos(connectionId, filters);
  const filtered = isFiltered(filters);

  let body;
  if (query.isPending) {
    body = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (query.isError) {
    body = (
      <StateBox role="alert">
        <p>{t('videos.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </Button>
      </StateBox>
    );
  } else if (videos.length === 0) {
    body = (
      <StateBox>
        {filtered ? (
          <SearchX className="size-8 text-ink-muted" aria-hidden />
        ) : (
          <Video className="size-8 text-ink-muted" aria-hidden />
        )}
        <p className="font-semibold">
          {filtered ? t('videos.noMatches') : syncing ? t('videos.syncingEmpty') : t('videos.empty')}
        </p>
        {filtered ? (
          <Button variant="secondary" onClick={reset}>
            {t('videos.filters.reset')}
          </Button>
        ) : null}
      </StateBox>
    );
  } else {
    body = (
      <div className={cn(query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        <VideoList
          videos={videos}
          total={total}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          {...(onOpen ? { onOpen } : {})}
          {...(selection ? { selection } : {})}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <VideoFilters filters={filters} onChange={update} onReset={reset} />
      <p className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite">
        {query.isSuccess
          ? t(filtered ? 'videos.countMatching' : 'videos.count', {
              count: total,
              formatted: formatNumber(total, i18n.language),
            })
          : null}
        {syncing ? (
          <span className="inline-flex items-center gap-1.5 text-info">
            <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
            {t('videos.syncing')}
          </span>
        ) : null}
      </p>
      {body}
    </div>
  );
}
