// A short first-run checklist; the full walk-through is the guide (/how-to).
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ContentPage } from './content-page.tsx';
import { PageCta } from './page-cta.tsx';
import { TextSections, textSection, type TextSection } from './text-sections.tsx';

const BASE = 'pages.gettingStarted.sections';
const SECTIONS: readonly TextSection[] = [
  textSection(BASE, 'needs', { items: ['google', 'browser', 'time'] }),
  textSection(BASE, 'firstSteps', { items: ['signIn', 'connect', 'sync', 'pick', 'review'] }),
  textSection(BASE, 'tips', { items: ['older', 'captions', 'oneChange'] }),
  textSection(BASE, 'selfHost', { paragraphs: ['body', 'sandbox'] }),
];

export function GettingStartedPage() {
  const { t } = useTranslation('Index');
  const localize = useLocalizedPath();
  return (
    <ContentPage
      eyebrow={t('pages.gettingStarted.eyebrow')}
      title={t('pages.gettingStarted.title')}
      lead={t('pages.gettingStarted.lead')}
    >
      <TextSections sections={SECTIONS} />
      <p>
        <Link
          to={localize('/how-to')}
          className="inline-flex items-center gap-2 rounded-sm font-semibold text-accent hover:underline"
        >
          {t('pages.gettingStarted.guideLink')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </p>
      <PageCta />
    </ContentPage>
  );
}
