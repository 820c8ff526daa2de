// /features: the four tools with real screenshots of the app, and what sets Vidcraft apart. Public and
// prerendered in every language; its texts are in the `marketing` namespace (embedded in the page's HTML).
import { ArrowRight, FlaskConical, History, LineChart, ShieldCheck, Terminal } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { MARKETING_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath, useSignInPath } from '../layout/use-localized-path.ts';
import { FEATURE_TOOLS, SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH } from './feature-screenshots.ts';
import { MarketingHero } from './marketing-hero.tsx';
import { useToolHref } from './use-tool-href.ts';

const DIFFERENCES = [
  { id: 'review', Icon: ShieldCheck },
  { id: 'history', Icon: History },
  { id: 'verdicts', Icon: LineChart },
  { id: 'openSource', Icon: Terminal },
  { id: 'sandbox', Icon: FlaskConical },
] as const;

export function FeaturesPage() {
  return (
    <PublicLayout>
      <NamespaceTexts namespace={MARKETING_NAMESPACE}>
        <FeaturesContent />
      </NamespaceTexts>
    </PublicLayout>
  );
}

function FeaturesContent() {
  const { t } = useTranslation('marketing');
  const toolHref = useToolHref();
  return (
    <>
      <MarketingHero eyebrow={t('features.eyebrow')} title={t('features.title')} lead={t('features.lead')} />
      <section aria-labelledby="tools-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6">
        <div className="grid gap-2">
          <h2 id="tools-title" className="text-3xl font-bold tracking-tight">
            {t('features.toolsTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('features.screenshotNote')}</p>
        </div>
        <ul className="grid gap-16">
          {FEATURE_TOOLS.map(({ id, path, image }, index) => (
            <li key={id} id={id} className="grid scroll-mt-24 items-center gap-6 lg:grid-cols-2 lg:gap-12">
              <div className={index % 2 === 1 ? 'grid gap-4 lg:order-2' : 'grid gap-4'}>
                <h3 className="text-2xl font-semibold tracking-tight">{t(`features.tools.${id}.title`)}</h3>
                <p className="leading-relaxed text-ink-muted">{t(`features.tools.${id}.description`)}</p>
                <Link
                  to={toolHref(path)}
                  className="inline-flex items-center gap-1.5 justify-self-start rounded-md font-semibold text-accent hover:underline"
                >
                  {t('features.open')}
                  <span className="sr-only">: {t(`features.tools.${id}.title`)}</span>
                  <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
                </Link>
              </div>
              <img
                src={image}
                alt={t(`features.tools.${id}.alt`)}
                width={SCREENSHOT_WIDTH}
                height={SCREENSHOT_HEIGHT}
                loading="lazy"
                decoding="async"
                className="h-auto w-full rounded-2xl bg-surface ring-1 ring-line"
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="different-title" className="border-t border-line bg-surface/40">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6">
          <h2 id="different-title" className="text-3xl font-bold tracking-tight">
            {t('features.differentTitle')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {DIFFERENCES.map(({ id, Icon }) => (
              <li key={id} className="grid content-start gap-3 rounded-2xl bg-surface p-6 ring-1 ring-line">
                <Icon className="size-6 text-accent" aria-hidden />
                <h3 className="font-semibold">{t(`features.different.${id}.title`)}</h3>
                <p className="text-sm leading-relaxed text-ink-muted">
                  {t(`features.different.${id}.description`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FeaturesCta />
    </>
  );
}

function FeaturesCta() {
  const { t } = useTranslation('marketing');
  const signIn = useSignInPath();
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="features-cta-title"
      className="mx-auto grid max-w-3xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6"
    >
      <h2 id="features-cta-title" className="text-3xl font-bold tracking-tight text-balance">
        {t('features.ctaTitle')}
      </h2>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to={signIn}>
            {t('features.ctaStart')}
            <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={localize('/pricing')}>{t('features.ctaPricing')}</Link>
        </Button>
      </div>
    </section>
  );
}
