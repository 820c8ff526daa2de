// How the channel's videos spread over the score range, as plain bars (no chart library): ten bands of ten.
import type { ChannelAudit } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

function bandTone(from: number): string {
  return from >= 80 ? 'bg-success' : from >= 50 ? 'bg-warning' : 'bg-danger';
}

export function ScoreDistribution({ distribution }: { distribution: ChannelAudit['distribution'] }) {
  const { t, i18n } = useTranslation('app');
  const most = Math.max(1, ...distribution.map((band) => band.count));
  return (
    <figure className="grid gap-3">
      <figcaption className="text-sm font-semibold">{t('seoAudit.distribution.title')}</figcaption>
      <ol className="flex h-44 items-end gap-1.5 sm:gap-2" aria-label={t('seoAudit.distribution.label')}>
        {distribution.map((band) => (
          <li key={band.from} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs text-ink-muted tabular-nums">
              {band.count > 0 ? band.count.toLocaleString(i18n.language) : ''}
            </span>
            <span
              className={cn(
                'w-full rounded-t-md transition-[height]',
                band.count > 0 ? bandTone(band.from) : 'bg-line',
              )}
              style={{ height: `${Math.max(band.count > 0 ? 4 : 2, (band.count / most) * 100)}%` }}
              aria-hidden
            />
            <span className="sr-only">
              {t('seoAudit.distribution.band', { from: band.from, to: band.to, number: band.count })}
            </span>
          </li>
        ))}
      </ol>
      <div className="flex justify-between text-xs text-ink-muted tabular-nums" aria-hidden>
        <span>0</span>
        <span>50</span>
        <span>100</span>
      </div>
    </figure>
  );
}
