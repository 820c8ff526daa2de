// The row of four feature highlight links for signed-in users (spec §2): what else Vidcraft does beyond the four
// tools in the quick links — the publish history, the verdicts in analytics, the channel audit, achievements.
import { Link } from 'react-router';
import { BarChart3, History, SearchCheck, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

const HIGHLIGHTS = [
  { key: 'history', path: '/optimization-history', Icon: History },
  { key: 'analytics', path: '/analytics', Icon: BarChart3 },
  { key: 'seo', path: '/seo', Icon: SearchCheck },
  { key: 'achievements', path: '/achievements', Icon: Trophy },
] as const;

export function FeatureHighlights() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t('dashboard.highlights.label')}>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {HIGHLIGHTS.map(({ key, path, Icon }) => (
          <li key={key}>
            <Link
              to={localize(path)}
              className="flex h-full items-start gap-2.5 rounded-xl p-3 text-sm ring-1 ring-line transition-colors hover:bg-surface hover:ring-accent/50"
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`nav.${key}`)}</span>
                <span className="text-ink-muted">{t(`dashboard.highlights.${key}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
