// Search (debounced), type, visibility, captions and sort for the video list.
import { useCallback, useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoListFilters } from '../../app/query-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { AppKey } from '../../i18n/keys.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isFiltered, SEARCH_DEBOUNCE_MS } from './use-video-filters.ts';

interface Props {
  filters: VideoListFilters;
  onChange: (patch: Partial<VideoListFilters>, options?: { immediate?: boolean }) => void;
  onReset: () => void;
}

interface FilterSelect {
  key: 'type' | 'visibility' | 'captions' | 'optimized' | 'sort';
  label: AppKey;
  /** Each option's value in the URL ('' for any) and its label. */
  options: ReadonlyArray<readonly [value: string, label: AppKey]>;
}

const FILTER_SELECTS: readonly FilterSelect[] = [
  {
    key: 'type',
    label: 'videos.filters.type.label',
    options: [
      ['', 'videos.filters.type.all'],
      ['long', 'videos.filters.type.long'],
      ['short', 'videos.filters.type.short'],
    ],
  },
  {
    key: 'visibility',
    label: 'videos.filters.visibility.label',
    options: [
      ['', 'videos.filters.visibility.all'],
      ['public', 'videos.filters.visibility.public'],
      ['unlisted', 'videos.filters.visibility.unlisted'],
      ['private', 'videos.filters.visibility.private'],
      ['scheduled', 'videos.filters.visibility.scheduled'],
    ],
  },
  {
    key: 'captions',
    label: 'videos.filters.captions.label',
    options: [
      ['', 'videos.filters.captions.all'],
      ['true', 'videos.filters.captions.true'],
      ['false', 'videos.filters.captions.false'],
    ],
  },
  {
    key: 'optimized',
    label: 'videos.filters.optimized.label',
    options: [
      ['', 'videos.filters.optimized.all'],
      ['false', 'videos.filters.optimized.false'],
      ['true', 'videos.filters.optimized.true'],
    ],
  },
  {
    key: 'sort',
    label: 'videos.filters.sort.label',
    options: [
      ['newest', 'videos.filters.sort.newest'],
      ['oldest', 'videos.filters.sort.oldest'],
      ['views', 'videos.filters.sort.views'],
      ['score', 'videos.filters.sort.score'],
    ],
  },
];

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('app');
  const [text, setText] = useState(value);
  // The URL changed from outside (Clear filters, Back): show its search instead of the typed one.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Only what the user typed and then left alone searches; a stale settled value never echoes back.
    if (settled === typed && settled !== value) onSearch(settled);
  }, [onSearch, settled, typed, value]);
  return (
    <div className="relative min-w-0 flex-1 basis-full sm:basis-64">
      <Search className="pointer-events-none absolute start-3 top-3 size-4 text-ink-muted" aria-hidden />
      <input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('videos.filters.searchPlaceholder')}
        aria-label={t('videos.filters.search')}
        maxLength={200}
        className="h-10 w-full rounded-lg bg-surface-raised ps-9 pe-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
      />
    </div>
  );
}

export function VideoFilters({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation('app');
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  const select = ({ key, label, options }: FilterSelect) => (
    <NativeSelect
      key={key}
      aria-label={t(label)}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value }, { immediate: true })}
      className="min-w-0 flex-1 basis-36 sm:flex-none"
    >
      {options.map(([value, optionLabel]) => (
        <option key={value} value={value}>
          {t(optionLabel)}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <div role="search" className="flex flex-wrap items-center gap-2">
      <SearchBox value={filters.q} onSearch={search} />
      {FILTER_SELECTS.map(select)}
      {isFiltered(filters) ? (
        <Button variant="ghost" size="sm" onClick={onReset}>
          <X aria-hidden />
          {t('videos.filters.reset')}
        </Button>
      ) : null}
    </div>
  );
}
