// /pricing: the public plans (monthly or yearly), the trial terms and a short FAQ; a signed-in user also sees their
// plan, this period's usage, and how to change plan on this deployment (a checkout, the billing portal, or — when
// the deployment takes no payments — its administrator).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { BillingInterval, Plan, QuotaStatus } from '@vidcraft/contracts';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../app/query-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { isApiError } from '../../lib/api.ts';
import { safeJsonForScript } from '../../seo/render-seo-head.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath, useRouteLanguage, useSignInPath } from '../layout/use-localized-path.ts';
import { openBillingPortal, startSubscription } from './plans-api.ts';
import { usePublicPlans, useQuotaStatus, useSignedInMe } from './plan-queries.ts';
import { PlanCard } from './plan-card.tsx';
import { offerCatalogJsonLd, publicPlans } from './pricing.ts';
import { UsageBars } from './usage-bars.tsx';

const FAQ = ['trialEnd', 'cancel', 'language', 'noPayments'] as const;
const DEFAULT_TRIAL_DAYS = 14;

/** The server's 409 reason (noBilling, samePlan, …), if any. */
export function errorReason(error: unknown): string | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const reason = (error.details as { reason?: unknown }).reason;
  return typeof reason === 'string' ? reason : null;
}

/** Where the browser goes with a checkout URL: in the app (with the language prefix), or to the provider. */
export function checkoutTarget(url: string): { kind: 'app' | 'external'; url: string } {
  return url.startsWith('/') && !url.startsWith('//') ? { kind: 'app', url } : { kind: 'external', url };
}

/** A public page: it brings its own query client (the public tree has none, and the prerender neither). */
export function PricingPage() {
  return (
    <QueryProvider>
      <PricingContent />
    </QueryProvider>
  );
}

export function PricingContent() {
  const { t } = useTranslation('plans');
  const language = useRouteLanguage();
  const localize = useLocalizedPath();
  const signInPath = useSignInPath();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const plans = usePublicPlans();
  const me = useSignedInMe();
  const status = useQuotaStatus(me.data?.id ?? null);

  const checkout = useMutation({
    mutationFn: (plan: Plan) => startSubscription(plan.id, interval, crypto.randomUUID()),
    onSuccess: ({ checkoutUrl }) => {
      if (checkoutUrl === null) {
        void status.refetch();
        return;
      }
      const target = checkoutTarget(checkoutUrl);
      if (target.kind === 'app') void navigate(localize(target.url));
      else window.location.assign(target.url);
    },
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => {
      const target = checkoutTarget(url);
      if (target.kind === 'app') void navigate(localize(target.url));
      else window.location.assign(target.url);
    },
  });

  const shown = publicPlans(plans.data ?? []);
  const trialDays = shown.find((plan) => plan.kind === 'trial')?.trialDays ?? DEFAULT_TRIAL_DAYS;
  const examplePrices = shown.some((plan) => plan.kind === 'paid' && plan.examplePrices);
  const failure = checkout.error ?? portal.error;
  const failureText = (() => {
    if (!failure) return null;
    const reason = errorReason(failure);
    if (reason === 'noBilling') return t('pricing.errors.noBilling');
    if (reason === 'samePlan') return t('pricing.errors.samePlan');
    return t('pricing.errors.generic', { message: failure.message });
  })();

  return (
    <PublicLayout>
      <div className="border-b border-line bg-[radial-gradient(60%_100%_at_50%_0%,rgba(255,107,107,0.12),transparent)]">
        <header className="mx-auto grid max-w-6xl gap-4 px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('pricing.eyebrow')}</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('pricing.title')}
          </h1>
          <p className="max-w-3xl text-lg text-pretty text-ink-muted">
            {t('pricing.lead', { days: trialDays })}
          </p>
        </header>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6">
        {status.data ? <UsageBars status={status.data} language={language} /> : null}
        {status.data?.billing.provider === 'none' ? (
          <p role="note" className="rounded-xl bg-surface-raised p-4 text-sm ring-1 ring-line">
            {t('pricing.noBilling')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div
            role="group"
            aria-label={t('pricing.interval.label')}
            className="inline-flex rounded-lg bg-surface p-1 ring-1 ring-line"
          >
            {(['month', 'year'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={interval === value}
                onClick={() => setInterval(value)}
                className={
                  interval === value
                    ? 'rounded-md bg-surface-raised px-4 py-1.5 text-sm font-semibold text-ink ring-1 ring-line'
                    : 'rounded-md px-4 py-1.5 text-sm text-ink-muted hover:text-ink'
                }
              >
                {t(`pricing.interval.${value}`)}
              </button>
            ))}
          </div>
          {examplePrices ? <p className="text-sm text-warning">{t('pricing.examplePrices')}</p> : null}
        </div>
        {failureText ? <ErrorNote>{failureText}</ErrorNote> : null}
        {plans.isError ? (
          <div className="grid justify-items-start gap-2">
            <ErrorNote>{t('pricing.loadFailed')}</ErrorNote>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {t('pricing.retry')}
            </Button>
          </div>
        ) : null}
        {shown.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {shown.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  interval={interval}
                  language={language}
                  current={status.data?.plan.id === plan.id}
                  action={planAction({
                    plan,
                    interval,
                    status: status.data ?? null,
                    signedIn: me.data !== undefined,
                    // The prerendered catalogue has no plan ids to check out with: wait for the live plans.
                    busy: checkout.isPending || portal.isPending || plans.isPlaceholderData,
                    onUpgrade: () => checkout.mutate(plan),
                    onManage: () => portal.mutate(),
                    signInPath,
                    t,
                  })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <section aria-labelledby="faq-title" className="grid max-w-3xl gap-4">
          <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
            {t('faq.title')}
          </h2>
          <dl className="grid gap-5">
            {FAQ.map((id) => (
              <div key={id} className="grid gap-1">
                <dt className="font-semibold">{t(`faq.${id}.q`)}</dt>
                <dd className="text-ink-muted">{t(`faq.${id}.a`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      {shown.length > 0 ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: safeJsonForScript(
              offerCatalogJsonLd(shown, {
                language,
                url: `${__SITE_URL__}${localize('/pricing')}`,
                name: t('pricing.title'),
              }),
            ),
          }}
        />
      ) : null}
    </PublicLayout>
  );
}

interface ActionInput {
  plan: Plan;
  interval: BillingInterval;
  status: QuotaStatus | null;
  signedIn: boolean;
  busy: boolean;
  onUpgrade: () => void;
  onManage: () => void;
  signInPath: string;
  t: ReturnType<typeof useTranslation<'plans'>>['t'];
}

/** The card's button: sign in, upgrade, or manage — none when this deployment takes no payments. */
function planAction({
  plan,
  interval,
  status,
  signedIn,
  busy,
  onUpgrade,
  onManage,
  signInPath,
  t,
}: ActionInput) {
  if (plan.kind !== 'paid' || plan.prices[interval] === null) return null;
  if (!signedIn) {
    return (
      <Button asChild variant="secondary" className="w-full">
        <Link to={signInPath}>{t('pricing.signInToUpgrade')}</Link>
      </Button>
    );
  }
  if (!status || status.billing.provider === 'none') return null;
  if (status.plan.id === plan.id) {
    return status.billing.canManage ? (
      <Button variant="secondary" className="w-full" disabled={busy} onClick={onManage}>
        {t('pricing.manage')}
      </Button>
    ) : null;
  }
  return (
    <Button className="w-full" disabled={busy} onClick={onUpgrade}>
      {busy ? t('pricing.starting') : t('pricing.upgrade')}
    </Button>
  );
}
