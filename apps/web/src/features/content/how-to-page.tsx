// The guide: how Vidcraft works step by step, what the engines are, and the questions people ask (/faq lands here).
import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';
import { GOOGLE_PERMISSIONS_URL } from '../../lib/external-urls.ts';
import { PageCta } from './page-cta.tsx';
import { HOW_TO_QUESTIONS } from '../../seo/structured-data.ts';
import { TextSections, textSection, type TextSection } from './text-sections.tsx';

const STEPS: readonly TextSection[] = [
  textSection('pages.howTo.steps', 'signIn'),
  textSection('pages.howTo.steps', 'connect'),
  textSection('pages.howTo.steps', 'sync'),
  textSection('pages.howTo.steps', 'optimize'),
  textSection('pages.howTo.steps', 'review'),
  textSection('pages.howTo.steps', 'publish'),
];

const ENGINES: readonly TextSection[] = [
  textSection('pages.howTo', 'engines', { paragraphs: ['basic', 'providers', 'translation'] }),
];

export function HowToPage() {
  const { t } = useTranslation('Index');
  return (
    <ContentPage
      eyebrow={t('pages.howTo.eyebrow')}
      title={t('pages.howTo.title')}
      lead={t('pages.howTo.lead')}
    >
      <TextSections sections={STEPS} numbered />
      <div className="rounded-2xl bg-surface p-6 ring-1 ring-line sm:p-8">
        <TextSections sections={ENGINES} />
      </div>
      <section aria-labelledby="faq-title" className="grid gap-6">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          {t('pages.howTo.faq.title')}
        </h2>
        <dl className="grid gap-6">
          {HOW_TO_QUESTIONS.map((id) => (
            <div key={id} className="grid gap-2">
              <dt className="font-semibold">{t(`pages.howTo.faq.${id}.question`)}</dt>
              <dd className="leading-relaxed text-ink-muted">{t(`pages.howTo.faq.${id}.answer`)}</dd>
            </div>
          ))}
        </dl>
        <p>
          <a
            href={GOOGLE_PERMISSIONS_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm text-sm font-semibold text-accent hover:underline"
          >
            {t('pages.howTo.faq.permissionsLink')}
          </a>
        </p>
      </section>
      <PageCta />
    </ContentPage>
  );
}
