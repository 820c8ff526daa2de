// /thumbnail-generator without a video: the active channel's synced videos, newest first, with a search (at
// the server, debounced); choosing one opens it in the studio.
import { useState } from 'react';
import type { VideoSummary } from '@vidcraft/contracts';
import { ChevronRight, Search, SearchX, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoListFilters } from '../../app/query-keys.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { StateBox } from '../app-shell/app-page.tsx';
import { useChannelVideos } from '../videos/use-channel-videos.ts';
import { VideoMetaLine } from '../videos/video-meta-line.tsx';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function filtersFor(q: string): VideoListFilters {
  return { q, type: '', visibility: '', captions: '', optimized: '', sort: 'newest' };
}

function VideoChoice({ video, onPick }: { video: VideoSummary; onPick: (video: VideoSummary) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(video)}
        className="group flex w-full items-center gap-3 rounded-xl p-2 text-start ring-1 ring-transparent transition-colors hover:bg-surface-raised hover:ring-line focus-visible:outline-2 focus-visible:outline-accent"
      >
        <VideoThumbnail video={video} className="w-28 sm:w-36" />
        <span className="grid min-w-0 flex-1 gap-1">
          <span dir="auto" className="line-clamp-2 text-sm font-semibold group-hover:text-accent">
            {video.title}
          </span>
          <VideoMetaLine video={video} />
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-muted rtl:rotate-180" aria-hidden />
      </button>
    </li>
  );
}

export function StudioVideoPicker({
  connectionId,
  onPick,
}: {
  connectionId: string;
  onPick: (video: VideoSummary) => void;
}) {
  const { t, i18n } = useTranslation(['thumbnails', 'app']);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { query, videos, total } = useChannelVideos(connectionId, filtersFor(q));

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
        <p>{t('app:videos.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('app:actions.retry')}
        </Button>
      </StateBox>
    );
  } else if (videos.length === 0) {
    body = (
      <StateBox>
        {q ? (
          <SearchX className="size-8 text-ink-muted" aria-hidden />
        ) : (
          <Video className="size-8 text-ink-muted" aria-hidden />
        )}
        <p className="font-semibold">{q ? t('picker.noMatches') : t('picker.empty')}</p>
      </StateBox>
    );
  } else {
    body = (
      <>
        <ul aria-label={t('picker.listLabel')} className="grid gap-1">
          {videos.map((video) => (
            <VideoChoice key={video.id} video={video} onPick={onPick} />
          ))}
        </ul>
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            className="justify-self-center"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('app:videos.loadingMore') : t('picker.more')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <div role="search" className="relative">
        <Search className="pointer-events-none absolute start-3 top-3 size-4 text-ink-muted" aria-hidden />
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('picker.searchPlaceholder')}
          aria-label={t('picker.search')}
          maxLength={200}
          className="h-10 w-full rounded-lg bg-surface-raised ps-9 pe-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {query.isSuccess
          ? t(q ? 'picker.countMatching' : 'picker.count', {
              count: total,
              formatted: formatNumber(total, i18n.language),
            })
          : null}
      </p>
      <div className={cn('grid gap-3', query.isPlaceholderData && 'opacity-60 transition-opacity')}>
        {body}
      </div>
    </div>
  );
}
