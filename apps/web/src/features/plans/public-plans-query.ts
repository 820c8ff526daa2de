// The deployment's plans, shown from the catalogue every deployment starts with until they have loaded.
import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_PLANS } from './catalogue-plans.ts';
import { planQueryKeys } from './plan-queries.ts';
import { fetchPublicPlans } from './plans-api.ts';

export function usePublicPlans() {
  return useQuery({
    queryKey: planQueryKeys.publicPlans,
    queryFn: fetchPublicPlans,
    staleTime: 60_000,
    placeholderData: CATALOGUE_PLANS,
  });
}
