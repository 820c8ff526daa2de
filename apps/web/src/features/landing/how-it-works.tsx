// How It Works in four steps (spec §2): Connect Channel, Analyze Content, Review & Customize, Publish or Use.
import { Link } from 'react-router';
import { ArrowRight, Link2, ScanSearch, Send, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { SectionHeading } from './section-heading.tsx';

const STEPS = [
  { id: 'connect', Icon: Link2 },
  { id: 'analyze', Icon: ScanSearch },
  { id: 'review', Icon: SlidersHorizontal },
  { id: 'publish', Icon: Send },
] as const;

export function HowItWorks() {
  const { t } = useTranslation('Index');
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="how-it-works-title"
      id="how-it-works"
      className="border-y border-line bg-surface/40"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={t('landing.howItWorks.eyebrow')}
          title={t('landing.howItWorks.title')}
          subtitle={t('landing.howItWorks.subtitle')}
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ id, Icon }, index) => (
            <li
              key={id}
              className="relative grid content-start gap-3 rounded-2xl bg-page/60 p-6 ring-1 ring-line"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent">
                  {index + 1}
                </span>
                <Icon className="size-5 text-ink-muted" aria-hidden />
              </div>
              <h3 className="text-lg font-semibold">{t(`landing.howItWorks.steps.${id}.title`)}</h3>
              <p className="text-sm text-ink-muted">{t(`landing.howItWorks.steps.${id}.description`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center">
          <Link
            to={localize('/how-to')}
            className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-accent hover:underline"
          >
            {t('landing.howItWorks.guideLink')}
            <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </p>
      </div>
    </section>
  );
}
