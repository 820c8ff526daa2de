import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignInPath } from '../layout/use-localized-path.ts';

const BENEFITS = ['trial', 'noCard', 'deletion'] as const;

export function FinalCta() {
  const { t } = useTranslation('Index');
  const signIn = useSignInPath();
  return (
    <section aria-labelledby="final-cta-title" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-surface px-6 py-14 text-center ring-1 ring-line sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgba(255,107,107,0.18),transparent)]"
        />
        <div className="relative mx-auto grid max-w-2xl justify-items-center gap-5">
          <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t('landing.finalCta.title')}
          </h2>
          <p className="text-lg text-pretty text-ink-muted">{t('landing.finalCta.subtitle')}</p>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {t(`landing.finalCta.benefits.${benefit}`)}
              </li>
            ))}
          </ul>
          <Button asChild size="lg">
            <Link to={signIn}>
              {t('landing.finalCta.cta')}
              <ArrowRight className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
