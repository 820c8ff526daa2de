// This month's suggestion runs: used, the limit, and what is left (GET /api/usage/optimizations/{userId}).
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { useMe } from '../auth/use-me.ts';
import { fetchOptimizationUsage } from './optimizer-api.ts';

export function useOptimizationUsage() {
  const userId = useMe().data?.id ?? null;
  return useQuery({
    queryKey: queryKeys.optimizationUsage(userId ?? ''),
    queryFn: () => fetchOptimizationUsage(userId ?? ''),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
