// /billing/checkout/:id: the sandbox's checkout, labelled as such (no money moves, no card). It shows the plan,
// interval, price and trial, and completes or cancels the session; finished, expired or canceled sessions say so.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { planQueryKeys } from './plan-queries.ts';
import { fetchSandboxCheckout, finishSandboxCheckout } from './plans-api.ts';
import { formatPrice, localizedText } from './pricing.ts';

export function SandboxCheckoutPage() {
  const { t } = useTranslation('plans');
  const { id = '' } = useParams();
  const language = useRouteLanguage();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  useEffect(() => {
    document.title = t('checkout.documentTitle');
  }, [t]);
  const session = useQuery({
    queryKey: ['sandbox-checkout', id],
    queryFn: () => fetchSandboxCheckout(id),
    retry: false,
  });
  const finish = useMutation({
    mutationFn: (action: 'complete' | 'cancel') => finishSandboxCheckout(id, action),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: planQueryKeys.allQuotaStatus });
      void session.refetch();
    },
  });
  const back = (
    <Button asChild variant="secondary">
      <Link to={localize('/pricing')}>{t('checkout.back')}</Link>
    </Button>
  );

  let body;
  if (session.isPending) {
    body = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (session.isError) {
    body = (
      <StateBox role="alert">
        <p>{t('checkout.loadFailed')}</p>
        {back}
      </StateBox>
    );
  } else {
    const checkout = session.data;
    const done = finish.data;
    body = (
      <div className="grid max-w-xl gap-5">
        <p
          role="note"
          className="flex items-center gap-2 rounded-xl bg-warning/10 p-3 text-sm font-semibold ring-1 ring-warning/40"
        >
          <FlaskConical className="size-4 shrink-0 text-warning" aria-hidden />
          {t('checkout.banner')}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-surface p-5 ring-1 ring-line">
          <dt className="text-ink-muted">{t('checkout.plan')}</dt>
          <dd className="font-semibold">{localizedText(checkout.plan.name, language)}</dd>
          <dt className="text-ink-muted">{t('checkout.interval')}</dt>
          <dd>{t(`pricing.interval.${checkout.interval}`)}</dd>
          <dt className="text-ink-muted">{t('checkout.price')}</dt>
          <dd className="tabular-nums">
            {formatPrice(checkout.price, language)}{' '}
            {checkout.interval === 'month' ? t('pricing.perMonth') : t('pricing.perYear')}
          </dd>
          <dt className="text-ink-muted">{t('checkout.trial')}</dt>
          <dd>
            {checkout.trialDays > 0
              ? t('checkout.trialDays', { days: checkout.trialDays })
              : t('checkout.noTrial')}
          </dd>
        </dl>
        {done && checkout.status === 'completed' ? (
          <p role="status" className="rounded-xl bg-success/10 p-3 font-semibold ring-1 ring-success/40">
            {t('checkout.completed', { plan: localizedText(done.plan.name, language) })}
          </p>
        ) : checkout.status === 'canceled' && finish.variables === 'cancel' ? (
          <p role="status">{t('checkout.canceledNow')}</p>
        ) : checkout.status !== 'open' ? (
          <p role="status" className="text-ink-muted">
            {t(`checkout.status.${checkout.status}`)}
          </p>
        ) : null}
        {finish.error ? (
          <ErrorNote>{t('checkout.failed', { message: finish.error.message })}</ErrorNote>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {checkout.status === 'open' ? (
            <>
              <Button disabled={finish.isPending} onClick={() => finish.mutate('complete')}>
                {t('checkout.complete')}
              </Button>
              <Button variant="outline" disabled={finish.isPending} onClick={() => finish.mutate('cancel')}>
                {t('checkout.cancel')}
              </Button>
            </>
          ) : (
            back
          )}
        </div>
      </div>
    );
  }
  return <AppPage title={t('checkout.title')}>{body}</AppPage>;
}
