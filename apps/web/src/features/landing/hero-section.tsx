import { Link } from 'react-router';
import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignedIn } from '../../lib/auth-status.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { HeroExampleCard } from './hero-example-card.tsx';

const POINTS = ['trial', 'google', 'openSource'] as const;

export function HeroSection() {
  const { t } = useTranslation('Index');
  const localize = useLocalizedPath();
  const ctaPath = localize(useSignedIn() ? '/dashboard' : '/login');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl rounded-full bg-[radial-gradient(closest-side,rgba(255,107,107,0.2),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pt-24">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-surface-raised px-3 py-1.5 text-xs font-medium text-ink-muted ring-1 ring-line">
            <Sparkles className="size-3.5 text-accent" aria-hidden />
            {t('landing.hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.titleStart')}{' '}
            <span className="text-gradient">{t('landing.hero.titleHighlight')}</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-ink-muted">{t('landing.hero.subtitle')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={ctaPath}>
                {t('landing.hero.primaryCta')}
                <ArrowRight className="rtl:rotate-180" aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={{ hash: '#how-it-works' }}>{t('landing.hero.secondaryCta')}</Link>
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden />
                {t(`landing.hero.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroExampleCard />
      </div>
    </section>
  );
}
