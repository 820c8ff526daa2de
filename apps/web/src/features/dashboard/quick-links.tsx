// Shortcuts to the four tools (spec §2's signed-in quick-link cards): upload, optimize, translate, thumbnails.
import { Link } from 'react-router';
import { Clapperboard, CloudUpload, ImageIcon, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

const LINKS = [
  { key: 'upload', path: '/video-upload', Icon: CloudUpload },
  { key: 'videos', path: '/video-optimization', Icon: Clapperboard },
  { key: 'translation', path: '/auto-translation', Icon: Languages },
  { key: 'thumbnails', path: '/thumbnail-generator', Icon: ImageIcon },
] as const;

export function QuickLinks() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t('dashboard.quickLinks.label')}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {LINKS.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link
              to={localize(path)}
              className="flex h-full items-start gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line transition-colors hover:ring-accent/50"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/10 ring-1 ring-accent/30">
                <Icon className="size-5 text-accent" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`dashboard.quickLinks.${key}.title`)}</span>
                <span className="text-sm text-ink-muted">{t(`dashboard.quickLinks.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
