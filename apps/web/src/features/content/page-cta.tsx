import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignInPath } from '../layout/use-localized-path.ts';

/** The closing call to action of the guide pages. */
export function PageCta() {
  const { t } = useTranslation('Index');
  const signIn = useSignInPath();
  return (
    <aside
      aria-labelledby="page-cta-title"
      className="grid justify-items-start gap-4 rounded-2xl bg-surface p-8 ring-1 ring-line"
    >
      <h2 id="page-cta-title" className="text-2xl font-bold tracking-tight">
        {t('pages.cta.title')}
      </h2>
      <p className="text-ink-muted">{t('pages.cta.body')}</p>
      <Button asChild size="lg">
        <Link to={signIn}>
          {t('pages.cta.button')}
          <ArrowRight className="rtl:rotate-180" aria-hidden />
        </Link>
      </Button>
    </aside>
  );
}
