import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';
import { YOUTUBE_TERMS_URL } from '../../lib/external-urls.ts';
import { TextSections, textSection, type TextSection } from './text-sections.tsx';

const BASE = 'pages.termsOfService.sections';
const SECTIONS: readonly TextSection[] = [
  textSection(BASE, 'agreement'),
  textSection(BASE, 'service'),
  textSection(BASE, 'account'),
  textSection(BASE, 'youtube', { links: [['youtubeTerms', YOUTUBE_TERMS_URL]] }),
  textSection(BASE, 'content'),
  textSection(BASE, 'suggestions'),
  textSection(BASE, 'fairUse', { items: ['honest', 'limits', 'policies'] }),
  textSection(BASE, 'plans'),
  textSection(BASE, 'openSource'),
  textSection(BASE, 'ending'),
  textSection(BASE, 'changes'),
];

export function TermsOfServicePage() {
  const { t } = useTranslation('Index');
  return (
    <ContentPage
      eyebrow={t('pages.legal.eyebrow')}
      title={t('pages.termsOfService.title')}
      lead={t('pages.termsOfService.lead')}
      meta={t('pages.legal.updated', { date: t('pages.legal.updatedDate') })}
    >
      <TextSections sections={SECTIONS} />
    </ContentPage>
  );
}
