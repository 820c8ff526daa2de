import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';
import { YOUTUBE_TERMS_URL } from './external-urls.ts';
import { TextSections, type TextSection } from './text-sections.tsx';

const SECTIONS: readonly TextSection[] = [
  { id: 'agreement' },
  { id: 'service' },
  { id: 'account' },
  { id: 'youtube', links: { youtubeTerms: YOUTUBE_TERMS_URL } },
  { id: 'content' },
  { id: 'suggestions' },
  { id: 'fairUse', items: ['honest', 'limits', 'policies'] },
  { id: 'plans' },
  { id: 'openSource' },
  { id: 'ending' },
  { id: 'changes' },
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
      <TextSections base="pages.termsOfService.sections" sections={SECTIONS} />
    </ContentPage>
  );
}
