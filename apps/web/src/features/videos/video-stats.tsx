// Views, likes and comments, and the daily history Vidcraft recorded at each sync (a sparkline and a list).
import type { VideoDetails } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDate, formatNumber } from '../../lib/format.ts';

const HISTORY_ROWS = 7;

function Sparkline({ values, label }: { values: number[]; label: string }) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((value, index) => `${(index / (values.length - 1)) * 100},${28 - ((value - min) / span) * 26}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 30"
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
      className="h-10 w-full"
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

export function VideoStats({ video }: { video: VideoDetails }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const stats = [
    { key: 'views', value: video.viewCount },
    { key: 'likes', value: video.likeCount },
    { key: 'comments', value: video.commentCount },
  ] as const;
  const history = [...video.statsHistory].sort((a, b) => a.day.localeCompare(b.day));
  const views = history.map((day) => day.viewCount).filter((value): value is number => value !== null);
  const recent = history.slice(-HISTORY_ROWS).reverse();
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-3 gap-2">
        {stats.map((stat) => (
          <div key={stat.key} className="grid gap-0.5 rounded-xl bg-surface-raised/60 p-3 ring-1 ring-line">
            <dt className="text-xs text-ink-muted">{t(`videos.stats.${stat.key}`)}</dt>
            <dd
              className="text-lg font-bold tabular-nums"
              title={stat.value === null ? undefined : formatNumber(stat.value, language)}
            >
              {stat.value === null ? t('videos.stats.hidden') : formatCompact(stat.value, language)}
            </dd>
          </div>
        ))}
      </dl>
      {history.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold">{t('videos.stats.historyTitle')}</h4>
          <Sparkline values={views} label={t('videos.stats.sparklineLabel')} />
          <table className="w-full text-sm">
            <thead className="text-xs text-ink-muted">
              <tr>
                <th className="py-1 text-start font-medium">{t('videos.stats.day')}</th>
                <th className="py-1 text-end font-medium">{t('videos.stats.views')}</th>
                <th className="py-1 text-end font-medium">{t('videos.stats.likes')}</th>
                <th className="py-1 text-end font-medium">{t('videos.stats.comments')}</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {recent.map((day) => (
                <tr key={day.day} className="border-t border-line/60">
                  <td className="py-1">{formatDate(`${day.day}T12:00:00Z`, language)}</td>
                  <td className="py-1 text-end">
                    {day.viewCount === null ? '—' : formatNumber(day.viewCount, language)}
                  </td>
                  <td className="py-1 text-end">
                    {day.likeCount === null ? '—' : formatNumber(day.likeCount, language)}
                  </td>
                  <td className="py-1 text-end">
                    {day.commentCount === null ? '—' : formatNumber(day.commentCount, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('videos.stats.noHistory')}</p>
      )}
    </div>
  );
}
