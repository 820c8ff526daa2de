// A translation publish's change, per language: added, changed or removed, with the localized title as
// before → after, and the video's default language when that changed too. Many languages (YouTube allows
// dozens) show as a compact list, the first few open and the rest behind a "show all" toggle.
import type { HistoryEntry } from '@vidcraft/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { diffLocalizations, type LocalizationChange } from '../../lib/field-diff.ts';
import { languageName } from '../translation/language-names.ts';

/** How many languages show before the "show all" toggle. */
export const LANGUAGES_SHOWN = 8;

type Side = HistoryEntry['before'];

const TONE = { added: 'success', changed: 'info', removed: 'danger' } as const;

/** Whether the entry moved the video's default language. */
export function changesDefaultLanguage(entry: HistoryEntry): boolean {
  return (
    entry.changedFields.includes('defaultLanguage') &&
    (entry.before.defaultLanguage ?? null) !== (entry.after.defaultLanguage ?? null)
  );
}

interface Props {
  /** The entry's two sides; the revert dialog passes them swapped (what YouTube has now → after the revert). */
  before: Side;
  after: Side;
  showLocalizations: boolean;
  showDefaultLanguage: boolean;
  /** Reverting: "removed" / "restored" instead of "added" / "changed" / "removed". */
  revert?: boolean;
}

export function LocalizationDiffView({
  before,
  after,
  showLocalizations,
  showDefaultLanguage,
  revert,
}: Props) {
  const { t, i18n } = useTranslation('app');
  const [expanded, setExpanded] = useState(false);
  const name = (language: string) => languageName(language, i18n.language);
  const changes = showLocalizations
    ? diffLocalizations(before.localizations, after.localizations).sort((a, b) =>
        name(a.language).localeCompare(name(b.language), i18n.language),
      )
    : [];
  const shown = expanded ? changes : changes.slice(0, LANGUAGES_SHOWN);
  const kindLabel = (change: LocalizationChange) =>
    revert
      ? t(
          change.kind === 'removed'
            ? 'history.translations.revertRemoved'
            : 'history.translations.revertRestored',
        )
      : t(`history.translations.${change.kind}`);
  const defaultName = (language: string | null | undefined) =>
    language ? name(language) : t('history.translations.noDefault');
  return (
    <div className="grid gap-3">
      {changes.length > 0 ? (
        <section aria-label={t('history.translations.title')} className="grid content-start gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('history.translations.title')}
          </h3>
          <ul className="grid gap-1.5 text-sm">
            {shown.map((change) => (
              <li
                key={change.language}
                data-kind={change.kind}
                className="grid grid-cols-[minmax(7rem,auto)_auto_1fr] items-baseline gap-x-2 gap-y-0.5"
              >
                <span className="font-medium">{name(change.language)}</span>
                <Badge tone={TONE[change.kind]}>{kindLabel(change)}</Badge>
                <TitleChange change={change} />
              </li>
            ))}
          </ul>
          {changes.length > LANGUAGES_SHOWN ? (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
              className="justify-self-start text-sm text-accent hover:underline"
            >
              {expanded
                ? t('history.translations.showFewer')
                : t('history.translations.showAll', { count: changes.length })}
            </button>
          ) : null}
        </section>
      ) : null}
      {showDefaultLanguage ? (
        <section aria-label={t('history.translations.defaultLanguage')} className="grid content-start gap-1">
          <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('history.translations.defaultLanguage')}
          </h3>
          <p className="text-sm">
            <span className="text-ink-muted line-through">{defaultName(before.defaultLanguage)}</span>
            <span aria-hidden> → </span>
            <span className="font-medium">{defaultName(after.defaultLanguage)}</span>
          </p>
        </section>
      ) : null}
    </div>
  );
}

function TitleChange({ change }: { change: LocalizationChange }) {
  const { t } = useTranslation('app');
  const old = change.before?.title;
  const now = change.after?.title;
  if (change.kind === 'removed') {
    return old ? (
      <span dir="auto" className="min-w-0 truncate text-ink-muted line-through">
        {old}
      </span>
    ) : (
      <span />
    );
  }
  if (change.kind === 'added' || old === now) {
    return (
      <span className="min-w-0 truncate">
        <span dir="auto">{now}</span>
        {change.kind === 'changed' ? (
          <span className="text-ink-muted"> · {t('history.translations.descriptionChanged')}</span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="min-w-0 truncate">
      <span dir="auto" className="text-ink-muted line-through">
        {old}
      </span>
      <span aria-hidden> → </span>
      <span dir="auto">{now}</span>
    </span>
  );
}
