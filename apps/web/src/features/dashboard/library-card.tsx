// What Vidcraft holds of the channel after syncing: videos by kind, visibility and captions, and total views.
import type { Connection } from '@vidcraft/contracts';
import { Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '../../lib/format.ts';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { useSyncStats } from './use-sync-stats.ts';

export function LibraryCard({ connection }: { connection: Connection }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const stats = useSyncStats(connection.id).data;
  if (!stats) return null;
  const rows = [
    { key: 'total', value: stats.totalVideos },
    { key: 'longForm', value: stats.longForm },
    { key: 'shorts', value: stats.shorts },
    { key: 'withCaptions', value: stats.withCaptions },
    { key: 'public', value: stats.visibility.public },
    { key: 'unlisted', value: stats.visibility.unlisted },
    { key: 'private', value: stats.visibility.private },
  ] as const;
  return (
    <DashboardCard title={t('dashboard.library.title')} Icon={Library}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex items-baseline justify-between gap-2 border-b border-line/60 pb-1.5"
          >
            <dt className="text-ink-muted">{t(`dashboard.library.${row.key}`)}</dt>
            <dd className="font-semibold tabular-nums">{formatNumber(row.value, language)}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-2 border-b border-line/60 pb-1.5">
          <dt className="text-ink-muted">{t('dashboard.library.totalViews')}</dt>
          <dd className="font-semibold tabular-nums" title={formatNumber(stats.totalViews, language)}>
            {formatCompact(stats.totalViews, language)}
          </dd>
        </div>
      </dl>
    </DashboardCard>
  );
}
