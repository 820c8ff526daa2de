// The live part of /pricing, loaded after the page has hydrated: this deployment's plans, the signed-in user and
// their usage (TanStack Query, sharing the signed-in area's cache), checkout and the billing portal. It renders
// nothing; the page shows what it reports.
import { useCallback, useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, Plan, QuotaStatus } from '@vidcraft/contracts';
import { useNavigate } from 'react-router';
import { QueryProvider } from '../../app/query-provider.tsx';
import { loadRouteTable } from '../../lib/route-table.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { openBillingPortal, startSubscription } from './plans-api.ts';
import { useQuotaStatus, useSignedInMe } from './plan-queries.ts';
import { usePublicPlans } from './public-plans-query.ts';
import { checkoutTarget } from './pricing-page.tsx';

// Every live call needs the route table: its download starts with this module, not with the first call.
void loadRouteTable().catch(() => undefined);

export interface LivePricing {
  plans: Plan[];
  /** Still the catalogue: no plan ids to check out with yet. */
  placeholder: boolean;
  plansFailed: boolean;
  retryPlans: () => void;
  signedIn: boolean;
  status: QuotaStatus | null;
  /** A checkout or portal request is under way. */
  busy: boolean;
  failure: Error | null;
  upgrade: (plan: Plan) => void;
  manage: () => void;
}

export interface LivePricingProps {
  interval: BillingInterval;
  onChange: (live: LivePricing) => void;
}

/** With the app's query client (the public tree has none). */
export function PricingLiveWithClient(props: LivePricingProps) {
  return (
    <QueryProvider>
      <PricingLive {...props} />
    </QueryProvider>
  );
}

export function PricingLive({ interval, onChange }: LivePricingProps) {
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const plans = usePublicPlans();
  const me = useSignedInMe();
  const status = useQuotaStatus(me.data?.id ?? null);
  const { refetch: refetchStatus } = status;
  const { refetch: refetchPlans } = plans;

  const go = useCallback(
    (url: string) => {
      const target = checkoutTarget(url);
      if (target.kind === 'app') void navigate(localize(target.url));
      else window.location.assign(target.url);
    },
    [navigate, localize],
  );
  const checkout = useMutation({
    mutationFn: (plan: Plan) => startSubscription(plan.id, interval, crypto.randomUUID()),
    onSuccess: ({ checkoutUrl }) => {
      if (checkoutUrl === null) void refetchStatus();
      else go(checkoutUrl);
    },
  });
  const portal = useMutation({ mutationFn: openBillingPortal, onSuccess: ({ url }) => go(url) });
  const { mutate: upgrade } = checkout;
  const { mutate: openPortal } = portal;
  const manage = useCallback(() => openPortal(), [openPortal]);
  const retryPlans = useCallback(() => void refetchPlans(), [refetchPlans]);

  const live = useMemo<LivePricing>(
    () => ({
      plans: plans.data ?? [],
      placeholder: plans.isPlaceholderData,
      plansFailed: plans.isError,
      retryPlans,
      signedIn: me.data !== undefined,
      status: status.data ?? null,
      busy: checkout.isPending || portal.isPending,
      failure: checkout.error ?? portal.error,
      upgrade,
      manage,
    }),
    [
      plans.data,
      plans.isPlaceholderData,
      plans.isError,
      retryPlans,
      me.data,
      status.data,
      checkout.isPending,
      portal.isPending,
      checkout.error,
      portal.error,
      upgrade,
      manage,
    ],
  );
  useEffect(() => onChange(live), [live, onChange]);
  return null;
}
