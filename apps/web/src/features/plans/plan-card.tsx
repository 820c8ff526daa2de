// One plan on the pricing page: name, description, price (or "Free"), limits in words, features and the action.
import type { ReactNode } from 'react';
import type { BillingInterval, Plan } from '@vidcraft/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { planCardContent } from './plan-card-content.ts';
import { formatPrice } from './pricing.ts';
import { formatNumber } from '../../lib/format.ts';

interface Props {
  plan: Plan;
  interval: BillingInterval;
  language: string;
  current: boolean;
  action?: ReactNode;
}

export function PlanCard({ plan, interval, language, current, action }: Props) {
  const { t } = useTranslation('plans');
  const card = planCardContent(plan, interval, language);
  const number = (n: number) => formatNumber(n, language);
  return (
    <article
      aria-label={card.name}
      className={cn(
        'flex h-full flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-line',
        current && 'ring-2 ring-accent',
      )}
    >
      <header className="grid gap-1">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-xl font-bold">{card.name}</h2>
          {current ? (
            <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
              {t('pricing.current')}
            </span>
          ) : null}
        </div>
        <p className="text-sm text-ink-muted">{card.description}</p>
      </header>
      <p className="grid gap-0.5">
        {card.price ? (
          <>
            <span className="text-3xl font-extrabold tabular-nums">{formatPrice(card.price, language)}</span>
            <span className="text-sm text-ink-muted">
              {interval === 'month' ? t('pricing.perMonth') : t('pricing.perYear')}
            </span>
          </>
        ) : card.offered ? (
          <span className="text-3xl font-extrabold">{t('pricing.free')}</span>
        ) : (
          <span className="text-sm text-ink-muted">{t('pricing.noPrice')}</span>
        )}
      </p>
      {plan.kind !== 'free' && card.trialDays > 0 ? (
        <p className="text-sm font-semibold text-accent">
          {t('pricing.trialTerms', { days: card.trialDays })}
        </p>
      ) : null}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t('pricing.includes')}</h3>
        <ul className="grid gap-1.5 text-sm">
          {card.limits.map(({ action: metered, limit }) => {
            const label = t(`actions.${metered}`);
            return (
              <li key={metered} className={cn('flex gap-2', limit === 0 && 'text-ink-muted')}>
                <Check
                  className={cn('mt-0.5 size-4 shrink-0', limit === 0 ? 'opacity-0' : 'text-accent')}
                  aria-hidden
                />
                {limit > 0
                  ? t(metered === 'channels' ? 'limit.upTo' : 'limit.perMonth', {
                      formatted: number(limit),
                      action: label,
                    })
                  : t('limit.none', { action: label })}
              </li>
            );
          })}
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              {t(`features.${feature}`)}
            </li>
          ))}
        </ul>
      </div>
      {action ? <div className="mt-auto pt-2">{action}</div> : null}
    </article>
  );
}
