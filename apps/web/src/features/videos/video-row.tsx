// One row of the video picker: thumbnail with duration, title, badges, views and date. Selecting it opens the
// video's detail panel.
import type { VideoSummary } from '@vidcraft/contracts';
import { ChevronRight } from 'lucide-react';
import { VideoBadges } from './video-badges.tsx';
import { VideoMetaLine } from './video-meta-line.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';

export const ROW_HEIGHT_PX = 104;

export function VideoRow({ video, onOpen }: { video: VideoSummary; onOpen: (video: VideoSummary) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(video)}
      className="group flex h-[96px] w-full items-center gap-3 rounded-xl p-2 text-start ring-1 ring-transparent transition-colors hover:bg-surface-raised hover:ring-line focus-visible:outline-2 focus-visible:outline-accent sm:gap-4"
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
      <ChevronRight className="size-4 shrink-0 text-ink-muted rtl:rotate-180" aria-hidden />
    </button>
  );
}
