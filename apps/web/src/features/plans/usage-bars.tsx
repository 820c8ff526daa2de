// This period's usage of every metered action: a bar per action with used / limit.
import { METERED_ACTIONS, type QuotaStatus } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Meter } from '../../components/ui/meter.tsx';
import { localizedText } from './pricing.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';

export function UsageBars({ status, language }: { status: QuotaStatus; language: string }) {
  const { t } = useTranslation('plans');
  const date = (iso: string) => formatDate(iso, language);
  const number = (n: number) => formatNumber(n, language);
  const trialEnds = status.subscription.status === 'trialing' ? status.subscription.trialEndsAt : null;
  return (
    <section aria-labelledby="usage-title" className="grid gap-4 rounded-xl bg-surface p-5 ring-1 ring-line">
      <div className="grid gap-1">
        <h2 id="usage-title" className="text-xl font-bold">
          {t('usage.title', { plan: localizedText(status.plan.name, language) })}
        </h2>
        <p className="text-sm text-ink-muted">
          {t('usage.period', { start: date(status.period.start), end: date(status.period.end) })}
          {trialEnds ? ` · ${t('usage.trialEnds', { date: date(trialEnds) })}` : null}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {METERED_ACTIONS.map((action) => {
          const { used, limit } = status.usage[action];
          const share = limit > 0 ? (used / limit) * 100 : 100;
          return (
            <li key={action} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span>{t(`actions.${action}`)}</span>
                <span className="text-ink-muted tabular-nums">
                  {limit > 0
                    ? t('usage.used', { used: number(used), limit: number(limit) })
                    : t('usage.unlimitedNone')}
                </span>
              </div>
              <Meter
                value={share}
                label={t(`actions.${action}`)}
                tone={share >= 100 ? 'danger' : share >= 80 ? 'warning' : 'accent'}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
