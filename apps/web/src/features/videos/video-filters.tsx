// Search (debounced), type, visibility, captions and sort for the video list.
import { useCallback, useEffect, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoListFilters } from '../../app/query-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { isFiltered, SEARCH_DEBOUNCE_MS } from './use-video-filters.ts';

interface Props {
  filters: VideoListFilters;
  onChange: (patch: Partial<VideoListFilters>) => void;
  onReset: () => void;
}

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
  const select = (
    key: 'type' | 'visibility' | 'captions' | 'optimized' | 'sort',
    options: readonly string[],
  ) => (
    <NativeSelect
      aria-label={t(`videos.filters.${key}.label`)}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      className="min-w-0 flex-1 basis-36 sm:flex-none"
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`videos.filters.${key}.${option || 'all'}`)}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <div role="search" className="flex flex-wrap items-center gap-2">
      <SearchBox value={filters.q} onSearch={search} />
      {select('type', ['', 'long', 'short'])}
      {select('visibility', ['', 'public', 'unlisted', 'private', 'scheduled'])}
      {select('captions', ['', 'true', 'false'])}
      {select('optimized', ['', 'false', 'true'])}
      {select('sort', ['newest', 'oldest', 'views', 'score'])}
      {isFiltered(filters) ? (
        <Button variant="ghost" size="sm" onClick={onReset}>
          <X aria-hidden />
          {t('videos.filters.reset')}
        </Button>
      ) : null}
    </div>
  );
}
