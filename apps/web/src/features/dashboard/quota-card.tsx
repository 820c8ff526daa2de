// Today's YouTube API quota: the project's daily budget is shared by everyone on this server; this shows how
// much is used, how much of it by you, and when it resets (midnight Pacific time).
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelative, formatTime } from '../../lib/format.ts';
import { useYoutubeStatus } from '../channels/use-connections.ts';
import { Meter } from '../../components/ui/meter.tsx';
import { DashboardCard } from '../../components/dashboard-card.tsx';

export function QuotaCard() {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const status = useYoutubeStatus();
  const quota = status.data?.quota;
  const share = quota && quota.dailyBudget > 0 ? (quota.usedToday / quota.dailyBudget) * 100 : 0;
  return (
    <DashboardCard title={t('dashboard.quota.title')} Icon={Gauge}>
      {quota ? (
        <>
          <p className="text-sm">
            {t('dashboard.quota.used', {
              used: formatNumber(quota.usedToday, language),
              budget: formatNumber(quota.dailyBudget, language),
              mine: formatNumber(quota.usedTodayByYou, language),
            })}
          </p>
          <Meter
            value={share}
            label={t('dashboard.quota.meterLabel')}
            tone={share >= 95 ? 'danger' : share >= 80 ? 'warning' : 'accent'}
          />
          <p className="text-xs text-ink-muted">
            {t('dashboard.quota.resets', {
              relative: formatRelative(quota.resetsAt, language),
              time: formatTime(quota.resetsAt, language),
            })}{' '}
            {t('dashboard.quota.shared')}
          </p>
        </>
      ) : status.isError ? (
        <p className="text-sm text-ink-muted">{t('dashboard.quota.unavailable')}</p>
      ) : (
        <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
      )}
    </DashboardCard>
  );
}
