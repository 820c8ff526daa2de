// The YouTube quota an action costs, said before it runs, and what is left of today's units when the server
// tells it (spec: the cost of each action shown first).
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';

export function QuotaNote({ units, left }: { units: number; left: number | null }) {
  const { t, i18n } = useTranslation('captions');
  const enough = left === null || left >= units;
  return (
    <p
      className={
        enough
          ? 'flex items-start gap-1.5 text-xs text-ink-muted'
          : 'flex items-start gap-1.5 text-xs text-warning'
      }
    >
      <Gauge className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>
        {left === null
          ? t('quota.cost', { units: formatNumber(units, i18n.language) })
          : t(enough ? 'quota.costLeft' : 'quota.notEnough', {
              units: formatNumber(units, i18n.language),
              left: formatNumber(left, i18n.language),
            })}
      </span>
    </p>
  );
}
