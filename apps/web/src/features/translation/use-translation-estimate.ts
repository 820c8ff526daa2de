// The estimate of the current choice (POST /api/translation/estimate; it spends nothing): asked again once the
// choice has stopped changing for a moment, the previous answer shown meanwhile, an outdated request aborted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TranslationRequest } from '@vidcraft/contracts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { fetchTranslationEstimate } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';

export const ESTIMATE_DEBOUNCE_MS = 400;

export function useTranslationEstimate(request: TranslationRequest | null) {
  // Debounced as text: a new but equal request object (every render makes one) is no change.
  const wanted = request === null ? '' : JSON.stringify(request);
  const settledText = useDebouncedValue(wanted, ESTIMATE_DEBOUNCE_MS);
  const settled = settledText === '' ? null : (JSON.parse(settledText) as TranslationRequest);
  const query = useQuery({
    queryKey: translationKeys.estimate(settled),
    queryFn: ({ signal }) => fetchTranslationEstimate(settled as TranslationRequest, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorToast: false },
  });
  return {
    estimate: request === null ? undefined : query.data,
    /** The shown estimate is for an earlier choice (a newer one is on its way). */
    updating: request !== null && (wanted !== settledText || query.isFetching),
    error: request === null ? null : query.error,
    retry: () => void query.refetch(),
  };
}
