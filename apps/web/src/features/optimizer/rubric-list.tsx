// The rubric behind the score: every check with its weight, whether it passes now (and with the user's
// version, when comparing), and — opened — why it matters and how to fix it.
import type { SeoCheck } from '@vidcraft/seo';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { checkFix, checkName, checkStatus, checkWhy } from '../../lib/check-texts.ts';

function Status({ check, label }: { check: SeoCheck; label: string }) {
  const { t } = useTranslation('app');
  const [Icon, tone, text] = !check.applicable
    ? [CircleMinus, 'text-ink-muted', t('score.rubric.notApplicable')]
    : check.passed
      ? [CircleCheck, 'text-success', t('score.rubric.passed')]
      : [CircleX, 'text-danger', t('score.rubric.failed')];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs', tone)} title={`${label}: ${text}`}>
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className="sr-only">{`${label}: ${text}`}</span>
    </span>
  );
}

export function RubricList({ checks, compare }: { checks: SeoCheck[]; compare?: SeoCheck[] | undefined }) {
  const { t } = useTranslation('app');
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3 px-3 pb-1 text-xs text-ink-muted">
        <span className="flex-1">{t('score.rubric.check')}</span>
        <span className="w-10 text-center">{t('score.rubric.now')}</span>
        {compare ? <span className="w-10 text-center">{t('score.rubric.yours')}</span> : null}
        <span className="w-14 text-end">{t('score.rubric.weight')}</span>
      </div>
      <ul className="grid gap-1">
        {checks.map((check, index) => {
          const mine = compare?.[index];
          const shown = mine ?? check;
          const status = checkStatus(t, shown);
          const failing = shown.applicable && !shown.passed;
          return (
            <li key={check.id}>
              <details className="group rounded-xl ring-1 ring-transparent open:bg-page/50 open:ring-line">
                <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-3 py-2 text-sm hover:bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
                  <span className={cn('min-w-0 flex-1', !shown.applicable && 'text-ink-muted')}>
                    {checkName(t, check.id)}
                  </span>
                  <span className="flex w-10 justify-center">
                    <Status check={check} label={t('score.rubric.now')} />
                  </span>
                  {mine ? (
                    <span className="flex w-10 justify-center">
                      <Status check={mine} label={t('score.rubric.yours')} />
                    </span>
                  ) : null}
                  <span className="w-14 text-end text-xs text-ink-muted tabular-nums">{shown.weight}</span>
                </summary>
                <div className="grid gap-2 px-3 pt-1 pb-3 text-sm">
                  <p className="text-ink-muted">{checkWhy(t, check.id)}</p>
                  {status ? <p className="text-xs text-ink-muted">{status}</p> : null}
                  {!shown.applicable ? (
                    <p className="text-xs text-ink-muted">{t('score.rubric.notApplicableHint')}</p>
                  ) : failing ? (
                    <p className="rounded-lg bg-warning/10 p-2 text-ink ring-1 ring-warning/30">
                      <span className="font-semibold">{t('score.rubric.howToFix')} </span>
                      {checkFix(t, shown)}
                    </p>
                  ) : null}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
