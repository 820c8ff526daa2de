// "12K views · 3 weeks ago" (or "Scheduled for …") under a video's title.
import type { VideoSummary } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDateTime, formatRelative } from '../../lib/format.ts';

export function VideoMetaLine({ video }: { video: VideoSummary }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const parts: string[] = [];
  if (video.viewCount !== null)
    parts.push(
      t('videos.views', { count: video.viewCount, formatted: formatCompact(video.viewCount, language) }),
    );
  const when = video.visibility === 'scheduled' && video.publishAt ? video.publishAt : video.publishedAt;
  return (
    <span className="truncate text-xs text-ink-muted">
      {parts.join(' · ')}
      {when ? (
        <>
          {parts.length > 0 ? ' · ' : ''}
          <time dateTime={when} title={formatDateTime(when, language)}>
            {video.visibility === 'scheduled'
              ? t('videos.scheduledFor', { time: formatRelative(when, language) })
              : formatRelative(when, language)}
          </time>
        </>
      ) : null}
    </span>
  );
}
