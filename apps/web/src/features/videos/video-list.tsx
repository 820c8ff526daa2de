// The picker's list, virtualized against the window scroll: only the rows on screen (plus a few) exist in the
// DOM, so 1,200+ videos scroll smoothly; the next 100 load when the end comes near.
import { useCallback, useEffect, useState } from 'react';
import type { VideoSummary } from '@vidcraft/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { ROW_HEIGHT_PX, VideoRow, type VideoSelection } from './video-row.tsx';

/** Start loading the next page when the last rendered row is this close to the end of what is loaded. */
const PREFETCH_ROWS = 25;

interface Props {
  videos: VideoSummary[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen?: (video: VideoSummary) => void;
  /** Multi-select: rows are checkboxes. */
  selection?: VideoSelection;
}

export function VideoList({ videos, total, hasMore, loadingMore, onLoadMore, onOpen, selection }: Props) {
  const { t } = useTranslation('app');
  // Where the list starts on the page: the virtualizer works in page coordinates.
  const [listTop, setListTop] = useState(0);
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const listRef = useCallback((node: HTMLUListElement | null) => setList(node), []);
  useEffect(() => {
    if (!list) return;
    const measure = () => setListTop(list.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (list.parentElement?.parentElement) observer.observe(list.parentElement.parentElement);
    return () => observer.disconnect();
  }, [list]);
  const virtualizer = useWindowVirtualizer({
    count: videos.length,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 8,
    scrollMargin: listTop,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= videos.length - PREFETCH_ROWS) onLoadMore();
  }, [hasMore, lastIndex, loadingMore, onLoadMore, videos.length]);

  return (
    <div>
      <ul
        ref={listRef}
        aria-label={t('videos.listLabel')}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const video = videos[item.index];
          if (!video) return null;
          return (
            <li
              key={video.id}
              aria-setsize={total}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 top-0 py-1"
              style={{
                height: item.size,
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <VideoRow video={video} {...(onOpen ? { onOpen } : {})} {...(selection ? { selection } : {})} />
            </li>
          );
        })}
      </ul>
      {loadingMore ? (
        <div className="py-4">
          <Spinner size="sm" text={t('videos.loadingMore')} />
        </div>
      ) : null}
    </div>
  );
}
