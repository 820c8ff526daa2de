// How to get help: the guides, the operator's contact, the open-source project, and account/data requests.
import { Link } from 'react-router';
import { BookOpen, Compass, LifeBuoy, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppConfigPart } from '../../lib/app-config.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { ContentPage } from './content-page.tsx';
import { GOOGLE_PERMISSIONS_URL } from '../../lib/external-urls.ts';
import { SupportContact } from './support-contact.tsx';
import { TextSections, textSection } from './text-sections.tsx';

const GUIDES = [
  { id: 'howTo', path: '/how-to', Icon: BookOpen },
  { id: 'gettingStarted', path: '/getting-started', Icon: Compass },
  { id: 'privacy', path: '/privacy-policy', Icon: Lock },
] as const;

export function SupportPage() {
  const { t } = useTranslation('Index');
  const localize = useLocalizedPath();
  const links = useAppConfigPart('links');
  return (
    <ContentPage
      eyebrow={t('pages.support.eyebrow')}
      title={t('pages.support.title')}
      lead={t('pages.support.lead')}
    >
      <section aria-labelledby="guides-title" className="grid gap-4">
        <h2 id="guides-title" className="text-2xl font-bold tracking-tight">
          {t('pages.support.guides.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {GUIDES.map(({ id, path, Icon }) => (
            <li key={id}>
              <Link
                to={localize(path)}
                className="grid h-full content-start gap-2 rounded-xl bg-surface p-5 ring-1 ring-line transition-colors hover:ring-accent/50"
              >
                <Icon className="size-5 text-accent" aria-hidden />
                <span className="font-semibold">{t(`pages.support.guides.${id}.title`)}</span>
                <span className="text-sm text-ink-muted">{t(`pages.support.guides.${id}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <TextSections
        sections={[
          textSection('pages.support.sections', 'contact', { paragraphs: [], extra: <SupportContact /> }),
          textSection('pages.support.sections', 'openSource', {
            links: links.repository ? [['repository', links.repository]] : [],
          }),
          textSection('pages.support.sections', 'account', {
            paragraphs: ['body', 'deletion'],
            links: [['googlePermissions', GOOGLE_PERMISSIONS_URL]],
          }),
        ]}
      />
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <LifeBuoy className="size-4 text-accent" aria-hidden />
        {t('pages.support.footnote')}
      </p>
    </ContentPage>
  );
}
