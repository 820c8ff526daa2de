// One row of the video picker: thumbnail with duration, title, badges, views and date. Selecting the row opens
// the video's detail panel; "Optimize" opens it in the optimizer. In a multi-select picker (`selection`) the
// row is a checkbox instead: choosing it adds the video to the selection or takes it out.
import type { VideoSummary } from '@vidcraft/contracts';
import { ChevronRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { VideoBadges } from './video-badges.tsx';
import { VideoMetaLine } from './video-meta-line.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';

export const ROW_HEIGHT_PX = 104;

export function optimizerPath(videoId: string): string {
  return `/video-optimizer?${new URLSearchParams({ videoId })}`;
}

/** A multi-select picker's selection: which videos are chosen, and what choosing one does. */
export interface VideoSelection {
  selectedIds: ReadonlySet<string>;
  onToggle: (video: VideoSummary) => void;
}

function SelectableRow({ video, selection }: { video: VideoSummary; selection: VideoSelection }) {
  const checked = selection.selectedIds.has(video.id);
  return (
    <label
      className={cn(
        'flex h-[96px] cursor-pointer items-center gap-3 rounded-xl p-2 ring-1 transition-colors hover:bg-surface-raised has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent sm:gap-4',
        checked ? 'bg-accent/10 ring-accent/50' : 'ring-transparent hover:ring-line',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={() => selection.onToggle(video)}
        aria-label={video.title}
        className="ms-1 size-5 shrink-0 accent-[#ff6b6b] focus-visible:outline-none"
      />
      <VideoThumbnail video={video} className="h-full w-auto" />
      <span className="grid min-w-0 flex-1 content-center gap-1">
        <span className="line-clamp-2 text-sm font-semibold sm:line-clamp-1">{video.title}</span>
        <VideoMetaLine video={video} />
        <span className="max-sm:hidden">
          <VideoBadges video={video} />
        </span>
      </span>
    </label>
  );
}

export function VideoRow({
  video,
  onOpen,
  selection,
}: {
  video: VideoSummary;
  onOpen?: (video: VideoSummary) => void;
  selection?: VideoSelection;
}) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  if (selection) return <SelectableRow video={video} selection={selection} />;
  return (
    <div className="flex h-[96px] items-center gap-2 rounded-xl ring-1 ring-transparent transition-colors hover:bg-surface-raised hover:ring-line">
      <button
        type="button"
        onClick={() => onOpen?.(video)}
        className="group flex h-full min-w-0 flex-1 items-center gap-3 rounded-xl p-2 text-start focus-visible:outline-2 focus-visible:outline-accent sm:gap-4"
      >
        <VideoThumbnail video={video} className="h-full w-auto" />
        <span className="grid min-w-0 flex-1 content-center gap-1">
          <span className="line-clamp-2 text-sm font-semibold group-hover:text-accent sm:line-clamp-1">
            {video.title}
          </span>
          <VideoMetaLine video={video} />
          <span className="max-sm:hidden">
            <VideoBadges video={video} />
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-ink-muted max-sm:hidden rtl:rotate-180" aria-hidden />
      </button>
      <Button asChild variant="secondary" size="sm" className="me-2 shrink-0 max-sm:px-2.5">
        <Link
          to={localize(optimizerPath(video.id))}
          aria-label={t('videos.optimizeVideo', { title: video.title })}
        >
          <Sparkles aria-hidden />
          <span className="max-sm:sr-only">{t('videos.optimize')}</span>
        </Link>
      </Button>
    </div>
  );
}
