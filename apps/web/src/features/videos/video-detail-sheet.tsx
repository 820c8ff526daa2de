// The video detail panel: a side sheet (full width on phones) with the thumbnail, metadata and status,
// statistics with their daily history, description and tags, and the caption tracks.
import type { ReactNode } from 'react';
import type { Connection } from '@vidcraft/contracts';
import { ExternalLink, RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet.tsx';
import { formatRelative } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ThumbnailStudioLink } from '../thumbnails/studio-link.tsx';
import { useRefreshVideo, useVideoDetails } from './use-video-details.ts';
import { VideoBadges } from './video-badges.tsx';
import { VideoCaptions } from './video-captions.tsx';
import { VideoFacts } from './video-facts.tsx';
import { VideoStats } from './video-stats.tsx';
import { optimizerPath } from './video-row.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3 border-t border-line pt-5">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

interface Props {
  videoId: string | null;
  connection: Connection;
  onClose: () => void;
}

export function VideoDetailSheet({ videoId, connection, onClose }: Props) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const localize = useLocalizedPath();
  const details = useVideoDetails(videoId);
  const refresh = useRefreshVideo(connection.id);
  const video = details.data;

  return (
    <Sheet open={videoId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent size="panel" closeLabel={t('common:actions.close')} aria-describedby={undefined}>
        {details.isPending ? (
          <>
            <SheetTitle className="sr-only">{t('videos.detail.loading')}</SheetTitle>
            <Spinner className="mt-24" />
          </>
        ) : details.isError || !video ? (
          <>
            <SheetTitle className="pe-8 text-lg font-semibold">{t('videos.detail.notFoundTitle')}</SheetTitle>
            <SheetDescription className="text-ink-muted">{t('videos.detail.notFound')}</SheetDescription>
          </>
        ) : (
          <>
            <div className="grid gap-4">
              <VideoThumbnail video={video} className="w-full max-w-md rounded-xl" />
              <SheetTitle className="pe-8 text-xl leading-snug font-bold text-balance">
                {video.title}
              </SheetTitle>
              <VideoBadges video={video} />
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link to={localize(optimizerPath(video.id))}>
                    <Sparkles aria-hidden />
                    {t('videos.optimize')}
                  </Link>
                </Button>
                <ThumbnailStudioLink videoId={video.id} />
                <Button asChild variant="secondary" size="sm">
                  <a
                    href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.id)}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <ExternalLink aria-hidden />
                    {t('videos.detail.openOnYoutube')}
                  </a>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => refresh.mutate(video.id)}
                  disabled={refresh.isPending}
                >
                  <RefreshCw
                    className={refresh.isPending ? 'animate-spin motion-reduce:animate-none' : undefined}
                    aria-hidden
                  />
                  {t('videos.detail.refresh')}
                </Button>
              </div>
              <p className="text-xs text-ink-muted">
                {t('videos.detail.syncedAt', { time: formatRelative(video.fetchedAt, i18n.language) })}
              </p>
            </div>
            <Part title={t('videos.detail.statistics')}>
              <VideoStats video={video} />
            </Part>
            <Part title={t('videos.detail.details')}>
              <VideoFacts video={video} />
            </Part>
            <Part title={t('videos.detail.description')}>
              {video.description ? (
                <p className="max-h-64 overflow-auto text-sm whitespace-pre-wrap text-ink-muted">
                  {video.description}
                </p>
              ) : (
                <p className="text-sm text-ink-muted">{t('videos.detail.noDescription')}</p>
              )}
              {video.tags.length > 0 ? (
                <ul aria-label={t('videos.detail.tags')} className="flex flex-wrap gap-1.5">
                  {video.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-surface-raised px-2.5 py-1 text-xs ring-1 ring-line"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-ink-muted">{t('videos.detail.noTags')}</p>
              )}
            </Part>
            <Part title={t('videos.detail.captions')}>
              <VideoCaptions key={video.id} video={video} connection={connection} />
            </Part>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
