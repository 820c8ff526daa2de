// The small facts about a video, as badges: visibility (with scheduled), Shorts, captions.
import type { VideoSummary } from '@vidcraft/contracts';
import { BadgeCheck, CalendarClock, Captions, EyeOff, Gauge, Globe, Link2, Lock, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

const VISIBILITY = {
  public: { Icon: Globe, tone: 'success' },
  unlisted: { Icon: Link2, tone: 'info' },
  private: { Icon: Lock, tone: 'neutral' },
  scheduled: { Icon: CalendarClock, tone: 'warning' },
} as const;

export function VisibilityBadge({ visibility }: { visibility: VideoSummary['visibility'] }) {
  const { t } = useTranslation('app');
  if (!visibility) {
    return (
      <Badge>
        <EyeOff aria-hidden />
        {t('videos.visibility.unknown')}
      </Badge>
    );
  }
  const { Icon, tone } = VISIBILITY[visibility];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden />
      {t(`videos.visibility.${visibility}`)}
    </Badge>
  );
}

export function VideoBadges({ video }: { video: VideoSummary }) {
  const { t } = useTranslation('app');
  return (
    <span className="flex flex-wrap gap-1.5">
      <VisibilityBadge visibility={video.visibility} />
      {video.isShort ? (
        <Badge tone="accent">
          <Zap aria-hidden />
          {t('videos.badges.short')}
        </Badge>
      ) : null}
      {video.hasCaptions ? (
        <Badge tone="neutral" title={t('videos.badges.captionsHint')}>
          <Captions aria-hidden />
          {t('videos.badges.captions')}
        </Badge>
      ) : null}
      {video.seoScore !== null ? (
        <Badge
          tone={video.seoScore >= 80 ? 'success' : video.seoScore >= 50 ? 'warning' : 'neutral'}
          title={t('videos.badges.scoreHint')}
        >
          <Gauge aria-hidden />
          {t('videos.badges.score', { score: video.seoScore })}
        </Badge>
      ) : null}
      {video.optimized ? (
        <Badge tone="info" title={t('videos.badges.optimizedHint')}>
          <BadgeCheck aria-hidden />
          {t('videos.badges.optimized')}
        </Badge>
      ) : null}
    </span>
  );
}
