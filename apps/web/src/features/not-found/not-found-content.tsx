// The not-found screen's content (without a layout): the not-found page, and screens that answer "not found"
// to those who may not see them (the admins' plan editor).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

export function NotFoundContent(): ReactNode {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-24 text-center sm:py-32"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-surface-raised ring-1 ring-line">
        <Compass className="size-8 text-accent" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="text-4xl font-extrabold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('notFound.description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={localize('/')}>{t('notFound.home')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={localize('/support')}>{t('notFound.support')}</Link>
        </Button>
      </div>
    </section>
  );
}
