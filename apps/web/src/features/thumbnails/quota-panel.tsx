// What the creator can still do: this month's image generations and YouTube uploads (reverts are free), and
// how many uploads today's YouTube quota still allows.
import type { ThumbnailQuota } from '@vidcraft/contracts';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Meter } from '../../components/ui/meter.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { Panel } from './controls.tsx';

function share(used: number, limit: number): number {
  return limit > 0 ? (used / limit) * 100 : 100;
}

function tone(used: number, limit: number): 'accent' | 'warning' | 'danger' {
  const value = share(used, limit);
  return value >= 100 ? 'danger' : value >= 80 ? 'warning' : 'accent';
}

export function QuotaPanel({ quota }: { quota: ThumbnailQuota | undefined }) {
  const { t, i18n } = useTranslation('thumbnails');
  const n = (value: number) => formatNumber(value, i18n.language);
  if (!quota) return null;
  const rows = [
    { key: 'generations', label: t('quota.generations'), allowance: quota.generations },
    { key: 'uploads', label: t('quota.uploads'), allowance: quota.uploads },
  ] as const;
  return (
    <Panel title={t('quota.title')} icon={<Gauge aria-hidden />}>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map(({ key, label, allowance }) => (
          <div key={key} className="grid content-start gap-1.5">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="grid gap-1.5">
              <span className="text-lg font-semibold tabular-nums">
                {t('quota.used', { used: n(allowance.used), limit: n(allowance.limit) })}
              </span>
              <Meter
                value={share(allowance.used, allowance.limit)}
                label={label}
                tone={tone(allowance.used, allowance.limit)}
              />
            </dd>
          </div>
        ))}
        <div className="grid content-start gap-1.5">
          <dt className="text-sm text-ink-muted">{t('quota.today')}</dt>
          <dd className="grid gap-1">
            <span className="text-lg font-semibold tabular-nums">{n(quota.youtube.uploadsLeftToday)}</span>
            <span className="text-xs text-ink-muted">
              {t('quota.todayNote', { units: quota.youtube.unitsPerUpload })}
            </span>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-ink-muted">
        {t('quota.renews', { date: formatDate(quota.period.end, i18n.language) })}
      </p>
    </Panel>
  );
}
