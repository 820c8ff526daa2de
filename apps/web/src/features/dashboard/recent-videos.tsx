// The newest videos of the active channel as a grid; each opens the video's detail panel in the picker.
import { Link } from 'react-router';
import type { Connection } from '@vidcraft/contracts';
import { ArrowRight, Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { VideoBadges } from '../videos/video-badges.tsx';
import { VideoMetaLine } from '../videos/video-meta-line.tsx';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { useRecentVideos } from '../videos/use-recent-videos.ts';

export function RecentVideos({ connection }: { connection: Connection }) {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const recent = useRecentVideos(connection.id);
  const videos = recent.data?.videos ?? [];
  const allLink = (
    <Button asChild variant="ghost" size="sm">
      <Link to={localize('/video-optimization')}>
        {t('dashboard.recent.all', { total: recent.data?.total ?? 0 })}
        <ArrowRight className="rtl:rotate-180" aria-hidden />
      </Link>
    </Button>
  );

  return (
    <DashboardCard
      title={t('dashboard.recent.title')}
      Icon={Clapperboard}
      action={videos.length > 0 ? allLink : null}
    >
      {recent.isPending ? (
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className="aspect-video animate-pulse rounded-lg bg-surface-raised" />
          ))}
        </div>
      ) : videos.length === 0 ? (
        <p className="rounded-xl bg-surface-raised/60 p-4 text-sm text-ink-muted">
          {recent.data?.syncing ? t('dashboard.recent.syncing') : t('dashboard.recent.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-5 sm:gap-x-4 md:grid-cols-3 xl:grid-cols-4">
          {videos.map((video) => (
            <li key={video.id}>
              <Link
                to={`${localize('/video-optimization')}?video=${encodeURIComponent(video.id)}`}
                className="group grid gap-2 rounded-lg"
              >
                <VideoThumbnail video={video} className="transition-opacity group-hover:opacity-90" />
                <span className="line-clamp-2 text-sm font-semibold group-hover:text-accent">
                  {video.title}
                </span>
                <VideoMetaLine video={video} />
                <VideoBadges video={video} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
