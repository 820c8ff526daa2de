// A video's thumbnail at 16:9 with its duration in the corner, YouTube-style.
import type { VideoSummary } from '@vidcraft/contracts';
import { ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { formatDuration } from '../../lib/format.ts';

export function VideoThumbnail({ video, className }: { video: VideoSummary; className?: string }) {
  return (
    <span
      className={cn(
        'relative block aspect-video shrink-0 overflow-hidden rounded-lg bg-surface-raised',
        className,
      )}
    >
      {video.thumbnailUrl ? (
        <img
          src={video.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center">
          <ImageOff className="size-6 text-ink-muted" aria-hidden />
        </span>
      )}
      {video.durationSeconds !== null ? (
        <span
          dir="ltr"
          className="absolute end-1 bottom-1 rounded bg-black/80 px-1 py-0.5 text-[11px] leading-none font-semibold text-white tabular-nums"
        >
          {formatDuration(video.durationSeconds)}
        </span>
      ) : null}
    </span>
  );
}
