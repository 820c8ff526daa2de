// The picker's search, filters and sort live in the URL (shareable, kept on Back/Forward, survive a reload);
// `video` names the video whose detail panel is open.
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { VideoListFilters } from '../../app/query-keys.ts';

export const SEARCH_DEBOUNCE_MS = 300;

const TYPES = ['short', 'long'] as const;
const VISIBILITIES = ['public', 'unlisted', 'private', 'scheduled'] as const;
const CAPTIONS = ['true', 'false'] as const;
const OPTIMIZED = ['true', 'false'] as const;
const SORTS = ['newest', 'oldest', 'views', 'score'] as const;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

export function filtersFrom(params: URLSearchParams): VideoListFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    type: oneOf(params.get('type'), TYPES),
    visibility: oneOf(params.get('visibility'), VISIBILITIES),
    captions: oneOf(params.get('captions'), CAPTIONS),
    optimized: oneOf(params.get('optimized'), OPTIMIZED),
    sort: oneOf(params.get('sort'), SORTS) || 'newest',
  };
}

export function isFiltered(filters: VideoListFilters): boolean {
  return Boolean(filters.q || filters.type || filters.visibility || filters.captions || filters.optimized);
}

export function useVideoFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const selectedVideoId = params.get('video');

  // The router hands a functional update the params of the last render, so two changes made before the page
  // re-renders (two selects in a row under load) would lose the first; a change made before that render builds
  // on the one before it.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);

  // `immediate`: a choice the user just made in a select. Navigations run as transitions, during which React shows a
  // controlled select's old value again; a second choice made in that window (the same select back to "All") fired
  // no change. Applied at once (flushSync), the select shows the choice. Not for the debounced search (an effect).
  const update = useCallback(
    (patch: Partial<VideoListFilters> & { video?: string | null }, options: { immediate?: boolean } = {}) => {
      const base = pending.current?.from === params ? pending.current.next : params;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(patch)) {
        if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
        else next.delete(key);
      }
      pending.current = { from: params, next };
      setParams(next, { replace: true, preventScrollReset: true, flushSync: options.immediate === true });
    },
    [params, setParams],
  );

  const reset = useCallback(
    () => update({ q: '', type: '', visibility: '', captions: '', optimized: '', sort: 'newest' }),
    [update],
  );

  return { filters, selectedVideoId, update, reset };
}
