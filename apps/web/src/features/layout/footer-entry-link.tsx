import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FooterEntry } from './footer-columns.ts';
import { useLocalizedPath } from './use-localized-path.ts';

const LINK_CLASS = 'rounded-sm text-sm text-ink-muted transition-colors hover:text-ink';

interface Props {
  entry: FooterEntry;
  onPrivacySettings: () => void;
}

export function FooterEntryLink({ entry, onPrivacySettings }: Props) {
  const { t } = useTranslation('Navigation');
  const localize = useLocalizedPath();
  switch (entry.kind) {
    case 'internal':
      return (
        <Link to={{ pathname: localize(entry.path), hash: entry.hash ?? '' }} className={LINK_CLASS}>
          {t(entry.labelKey)}
        </Link>
      );
    case 'external':
      return (
        <a
          href={entry.href}
          className={LINK_CLASS}
          {...(entry.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {t(entry.labelKey)}
        </a>
      );
    case 'privacySettings':
      return (
        <button type="button" onClick={onPrivacySettings} className={`${LINK_CLASS} text-start`}>
          {t(entry.labelKey)}
        </button>
      );
    case 'text':
      return <span className="text-sm text-ink-muted">{t(entry.labelKey, { hours: entry.value })}</span>;
  }
}
