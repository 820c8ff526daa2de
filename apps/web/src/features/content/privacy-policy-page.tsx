import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';
import { GOOGLE_PERMISSIONS_URL, GOOGLE_PRIVACY_URL, YOUTUBE_TERMS_URL } from './external-urls.ts';
import { TextSections, type TextSection } from './text-sections.tsx';

const SECTIONS: readonly TextSection[] = [
  { id: 'operator' },
  {
    id: 'data',
    paragraphs: ['body'],
    items: ['account', 'tokens', 'youtube', 'history', 'usage', 'session'],
  },
  { id: 'use', paragraphs: ['body', 'ai'] },
  { id: 'youtube', links: { youtubeTerms: YOUTUBE_TERMS_URL, googlePrivacy: GOOGLE_PRIVACY_URL } },
  { id: 'cookies' },
  { id: 'revoke', links: { googlePermissions: GOOGLE_PERMISSIONS_URL } },
  { id: 'deletion' },
  { id: 'security' },
  { id: 'changes' },
];

export function PrivacyPolicyPage() {
  const { t } = useTranslation('Index');
  return (
    <ContentPage
      eyebrow={t('pages.legal.eyebrow')}
      title={t('pages.privacyPolicy.title')}
      lead={t('pages.privacyPolicy.lead')}
      meta={t('pages.legal.updated', { date: t('pages.legal.updatedDate') })}
    >
      <TextSections base="pages.privacyPolicy.sections" sections={SECTIONS} />
    </ContentPage>
  );
}
