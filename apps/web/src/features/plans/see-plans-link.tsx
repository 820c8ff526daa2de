// "See plans": the way to more where a monthly limit is reached (the pricing page, in the page's language).
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

export function SeePlansLink({ className }: { className?: string }) {
  const { t } = useTranslation('plans');
  const localize = useLocalizedPath();
  return (
    <Link
      to={localize('/pricing')}
      className={cn('font-semibold text-accent underline-offset-4 hover:underline', className)}
    >
      {t('seeLink')}
    </Link>
  );
}
