// The render as the creator edits: the design is sent once it has been still for RENDER_DEBOUNCE_MS; a render
// that is no longer wanted is aborted (TanStack Query aborts the signal of a query nobody observes any more);
// the last image stays on screen while the next one is made; a design rendered before answers from the cache.
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { ThumbnailDesign } from '@vidcraft/contracts';
import { queryKeys } from '../../app/query-keys.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { renderDesign } from './thumbnails-api.ts';

export const RENDER_DEBOUNCE_MS = 400;
/** Renders are large (a data URL of up to 2 MB): forget unused ones soon. */
const RENDER_GC_MS = 60_000;

/** `videoId` null: a design for no YouTube video (the studio designing for an upload). */
function renderQuery(videoId: string | null, design: ThumbnailDesign | null) {
  return {
    queryKey: videoId
      ? queryKeys.thumbnailRender(videoId, design)
      : queryKeys.thumbnailRenderWithoutVideo(design),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      renderDesign(design as ThumbnailDesign, videoId, signal),
    enabled: design !== null,
    staleTime: Infinity,
    gcTime: RENDER_GC_MS,
    retry: false,
    // Shown beside the preview; the rate limit and quota still reach the global toasts.
    meta: { errorToast: false },
  } as const;
}

export function useThumbnailRender(videoId: string | null, design: ThumbnailDesign | null) {
  const settled = useDebouncedValue(design, RENDER_DEBOUNCE_MS);
  const query = useQuery({ ...renderQuery(videoId, settled), placeholderData: keepPreviousData });
  /** Edits not sent yet, or a render on its way. */
  const updating = settled !== design || query.isFetching;
  return { query, updating };
}

/** Renders of several designs at once (the variants). */
export function useThumbnailRenders(videoId: string | null, designs: readonly ThumbnailDesign[]) {
  return useQueries({ queries: designs.map((design) => renderQuery(videoId, design)) });
}
