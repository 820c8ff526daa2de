// The studio's heading: the video the thumbnail is for, the way to another video, and its metadata in the
// optimizer.
import type { VideoDetails } from '@vidcraft/contracts';
import { ArrowLeftRight, ImageIcon, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { VideoMetaLine } from '../videos/video-meta-line.tsx';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';

export const STUDIO_PATH = '/thumbnail-generator';

export function optimizerPath(videoId: string): string {
  return `/video-optimizer?${new URLSearchParams({ videoId })}`;
}

export function StudioHeading({ video }: { video: VideoDetails }) {
  const { t } = useTranslation('thumbnails');
  const localize = useLocalizedPath();
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <VideoThumbnail video={video} className="w-40 rounded-xl max-sm:hidden" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
          <ImageIcon className="size-3.5" aria-hidden />
          {t('page.title')}
        </p>
        <h1 className="text-xl leading-snug font-bold text-balance sm:text-2xl">
          <span dir="auto">{video.title}</span>
        </h1>
        <VideoMetaLine video={video} />
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <Button asChild variant="secondary" size="sm">
          <Link to={localize(STUDIO_PATH)}>
            <ArrowLeftRight aria-hidden />
            {t('page.changeVideo')}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={localize(optimizerPath(video.id))}>
            <Sparkles aria-hidden />
            {t('page.optimize')}
          </Link>
        </Button>
      </div>
    </header>
  );
}
