// Target languages: a search over every name a language goes by, the server's presets, select all / none, and
// two groups — the 57 core languages first, then the rest of YouTube's. Names are in the interface language,
// each with its own name beside it (in its script and direction). A language the estimate flags keeps its
// place and shows why; one the engine cannot produce says so.
import { useId, useMemo, useState } from 'react';
import { Search, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { languageName, nativeLanguageName, textAttributes } from './language-names.ts';
import {
  filterGroups,
  presetActive,
  selectAllShown,
  selectNoneShown,
  toggleLanguage,
  togglePreset,
  type LanguageGroups,
  type Preset,
} from './language-selection.ts';
import { PresetName } from './preset-name.tsx';
import { FlagNote, type LanguageFlag } from './flag-note.tsx';

interface Props {
  groups: LanguageGroups;
  presets: readonly Preset[];
  selected: readonly string[];
  onChange: (languages: string[]) => void;
  /** From the estimate: languages unlikely to draw an audience (flagged, never hidden). */
  flags?: readonly LanguageFlag[];
  /** From the estimate: languages the chosen engine cannot produce. */
  unsupported?: readonly string[];
}

function LanguageOption({
  id,
  checked,
  onToggle,
  flag,
  unsupported,
}: {
  id: string;
  checked: boolean;
  onToggle: () => void;
  flag: LanguageFlag | undefined;
  unsupported: boolean;
}) {
  const { t, i18n } = useTranslation('translation');
  const name = languageName(id, i18n.language);
  const own = nativeLanguageName(id);
  return (
    <li>
      <label
        className={cn(
          'flex min-h-11 cursor-pointer items-start gap-2.5 rounded-lg px-2.5 py-2 text-sm ring-1 transition-colors hover:bg-surface-raised has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
          checked ? 'bg-accent/10 ring-accent/40' : 'ring-transparent',
        )}
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          className="mt-0.5 size-4 shrink-0 accent-[#ff6b6b] focus-visible:outline-none"
        />
        <span className="grid min-w-0 gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2">
            <span className="font-medium">{name}</span>
            {own !== name ? (
              <span {...textAttributes(id)} className="text-ink-muted">
                {own}
              </span>
            ) : null}
            <span className="font-mono text-[11px] text-ink-muted" dir="ltr">
              {id}
            </span>
          </span>
          {flag ? <FlagNote flag={flag} compact /> : null}
          {unsupported ? (
            <span className="flex items-center gap-1 text-xs text-warning">
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
              {t('languages.unsupported')}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}

export function LanguagePicker({ groups, presets, selected, onChange, flags = [], unsupported = [] }: Props) {
  const { t, i18n } = useTranslation('translation');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => filterGroups(groups, query, i18n.language), [groups, query, i18n.language]);
  const flagOf = useMemo(() => new Map(flags.map((flag) => [flag.language, flag])), [flags]);
  const refused = useMemo(() => new Set(unsupported), [unsupported]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const nothingFound = shown.core.length === 0 && shown.more.length === 0;

  const group = (ids: readonly string[], title: string, lead: string) =>
    ids.length === 0 ? null : (
      <section className="grid gap-2" aria-label={title}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 className="text-sm font-semibold">{title}</h3>
          <p className="text-xs text-ink-muted">{lead}</p>
        </div>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {ids.map((id) => (
            <LanguageOption
              key={id}
              id={id}
              checked={chosen.has(id)}
              onToggle={() => onChange(toggleLanguage(selected, id, groups))}
              flag={flagOf.get(id)}
              unsupported={refused.has(id)}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <div className="grid gap-4">
      {presets.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium" id={`${searchId}-presets`}>
            {t('languages.presets')}
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${searchId}-presets`}>
            {presets.map((preset) => {
              const active = presetActive(selected, preset);
              return (
                <Button
                  key={preset.id}
                  size="sm"
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  onClick={() => onChange(togglePreset(selected, preset, groups))}
                >
                  <PresetName id={preset.id} />
                  <span className="text-xs opacity-80">
                    {formatNumber(preset.languages.length, i18n.language)}
                  </span>
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={searchId} className="sr-only">
          {t('languages.search')}
        </label>
        <span className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('languages.searchPlaceholder')}
            className="h-10 w-full rounded-lg bg-surface-raised ps-9 pe-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
          />
        </span>
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange(selectAllShown(selected, shown, groups))}
            disabled={nothingFound}
          >
            {query.trim() ? t('languages.selectShown') : t('languages.selectAll')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange(selectNoneShown(selected, shown))}
            disabled={selected.length === 0}
          >
            {t('languages.selectNone')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {t('languages.selectedCount', {
          count: selected.length,
          formatted: formatNumber(selected.length, i18n.language),
        })}
      </p>
      <div className="grid max-h-[32rem] gap-5 overflow-y-auto overscroll-contain rounded-xl bg-page/40 p-2 ring-1 ring-line sm:p-3">
        {nothingFound ? (
          <p className="p-4 text-center text-sm text-ink-muted">{t('languages.noMatch', { query })}</p>
        ) : null}
        {group(shown.core, t('languages.coreTitle'), t('languages.coreLead'))}
        {group(shown.more, t('languages.moreTitle'), t('languages.moreLead'))}
      </div>
    </div>
  );
}
