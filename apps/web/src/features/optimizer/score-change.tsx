// "65 → 80" that reads the right way in both directions: the two numbers and the arrow are separate flex
// items, so right-to-left layouts show the first score on the right with the arrow pointing left.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export function ScoreChange({
  before,
  after,
  className,
}: {
  before: number;
  after: number | null;
  className?: string;
}) {
  const { t } = useTranslation('app');
  return (
    <span className={cn('inline-flex items-center gap-1 tabular-nums', className)}>
      <span className="sr-only">{t('score.change', { before, after: after ?? '—' })}</span>
      <span aria-hidden>{before}</span>
      <ArrowRight className="size-3.5 rtl:rotate-180" aria-hidden />
      <span aria-hidden>{after ?? '—'}</span>
    </span>
  );
}
