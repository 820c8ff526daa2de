import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page.tsx';
import { GOOGLE_PERMISSIONS_URL, GOOGLE_PRIVACY_URL, YOUTUBE_TERMS_URL } from '../../lib/external-urls.ts';
import { TextSections, textSection, type TextSection } from './text-sections.tsx';

const BASE = 'pages.privacyPolicy.sections';
const SECTIONS: readonly TextSection[] = [
  textSection(BASE, 'operator'),
  textSection(BASE, 'data', {
    items: ['account', 'tokens', 'youtube', 'analytics', 'uploads', 'history', 'usage', 'session'],
  }),
  textSection(BASE, 'use', { paragraphs: ['body', 'ai', 'transcription'] }),
  textSection(BASE, 'youtube', {
    links: [
      ['youtubeTerms', YOUTUBE_TERMS_URL],
      ['googlePrivacy', GOOGLE_PRIVACY_URL],
    ],
  }),
  textSection(BASE, 'cookies'),
  textSection(BASE, 'revoke', { links: [['googlePermissions', GOOGLE_PERMISSIONS_URL]] }),
  textSection(BASE, 'deletion'),
  textSection(BASE, 'security'),
  textSection(BASE, 'changes'),
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
      <TextSections sections={SECTIONS} />
    </ContentPage>
  );
}
