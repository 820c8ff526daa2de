// A banner above every signed-in screen when the subscription needs the creator: a payment that did not go
// through (past due: the plan keeps working for the grace period), or a trial ending within three days.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CreditCard, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { openBillingPortal } from './plans-api.ts';
import { useQuotaStatus, useSignedInMe } from './plan-queries.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { localizedText } from './pricing.ts';
import { SeePlansLink } from './see-plans-link.tsx';

const TRIAL_WARNING_MS = 3 * 24 * 3600 * 1000;

export function BillingBanner() {
  const { t, i18n } = useTranslation('plans');
  const me = useSignedInMe();
  const status = useQuotaStatus(me.data?.id ?? null);
  // When the screen opened: the trial's countdown needs no second-by-second precision.
  const [openedAt] = useState(() => Date.now());
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const portal = useMutation({
    mutationFn: openBillingPortal,
    // The provider's portal is elsewhere; the sandbox's is a page of the app.
    onSuccess: ({ url }) =>
      url.startsWith('/') && !url.startsWith('//')
        ? void navigate(localize(url))
        : window.location.assign(url),
  });
  const subscription = status.data?.subscription;
  if (!status.data || !subscription) return null;
  const plan = localizedText(status.data.plan.name, i18n.language);

  if (subscription.status === 'past_due') {
    return (
      <div role="alert" className="border-b border-warning/40 bg-warning/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
          <CreditCard className="size-4 shrink-0 text-warning" aria-hidden />
          <p className="min-w-0 flex-1">{t('banner.pastDue', { plan })}</p>
          {status.data.billing.canManage ? (
            <Button size="sm" variant="secondary" disabled={portal.isPending} onClick={() => portal.mutate()}>
              {t('banner.updatePayment')}
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  const trialEnds = subscription.status === 'trialing' ? subscription.trialEndsAt : null;
  if (trialEnds && new Date(trialEnds).getTime() - openedAt < TRIAL_WARNING_MS) {
    return (
      <div role="status" className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2.5 text-sm sm:px-6">
          <Hourglass className="size-4 shrink-0 text-accent" aria-hidden />
          <p className="min-w-0 flex-1">
            {t('banner.trialEnds', { date: formatDate(trialEnds, i18n.language) })} <SeePlansLink />
          </p>
        </div>
      </div>
    );
  }
  return null;
}
