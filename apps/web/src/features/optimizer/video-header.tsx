// The optimizer's heading: the video being optimized (thumbnail with its duration, title, visibility and
// format), the way back to the picker, and the way to the thumbnail studio for this video.
import type { VideoDetails } from '@vidcraft/contracts';
import { ArrowLeftRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatRelative } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ThumbnailStudioLink } from '../thumbnails/studio-link.tsx';
import { VideoBadges } from '../videos/video-badges.tsx';
import { VideoMetaLine } from '../videos/video-meta-line.tsx';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';

export function VideoHeader({ video }: { video: VideoDetails }) {
  const { t, i18n } = useTranslation('app');
  const localize = useLocalizedPath();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <VideoThumbnail video={video} className="w-full rounded-xl sm:w-56" />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
          <Sparkles className="size-3.5" aria-hidden />
          {t('optimizer.eyebrow')}
        </p>
        <h1 className="text-xl leading-snug font-bold text-balance sm:text-2xl">
          <span dir="auto">{video.title}</span>
        </h1>
        <VideoMetaLine video={video} />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <VideoBadges video={video} />
          <span className="text-xs text-ink-muted">
            {t('videos.detail.syncedAt', { time: formatRelative(video.fetchedAt, i18n.language) })}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:flex-col sm:items-stretch sm:self-center">
        <Button asChild variant="secondary" size="sm">
          <Link to={localize('/video-optimization')}>
            <ArrowLeftRight aria-hidden />
            {t('optimizer.changeVideo')}
          </Link>
        </Button>
        <ThumbnailStudioLink videoId={video.id} variant="ghost" />
      </div>
    </header>
  );
}
