// /pricing: the public plans (monthly or yearly), the trial terms and a short FAQ; a signed-in user also sees their
// plan, this period's usage, and how to change plan on this deployment (a checkout, the billing portal, or — when
// the deployment takes no payments — its administrator).
import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { BillingInterval, Plan, QuotaStatus } from '@vidcraft/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { isApiError } from '../../lib/api.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useRouteLanguage, useSignInPath } from '../layout/use-localized-path.ts';
import { CATALOGUE_PLANS } from './catalogue-plans.ts';
import type { LivePricing, LivePricingProps } from './pricing-live.tsx';
import { PlanCard } from './plan-card.tsx';
import { publicPlans } from './pricing.ts';
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

/**
 * A public page. It hydrates from the plan catalogue (what the prerendered HTML shows) without the query library;
 * the live part (this deployment's plans, a signed-in user's usage, checkout and the billing portal) loads right
 * after, in its own chunk (pricing-live.tsx), and replaces the data without re-rendering the page from scratch.
 */
export function PricingPage() {
  return <PricingContent />;
}

type LiveSource = ComponentType<LivePricingProps>;

let liveSource: Promise<LiveSource> | null = null;
const loadLiveSource = (): Promise<LiveSource> =>
  (liveSource ??= import('./pricing-live.tsx').then((module) => module.PricingLiveWithClient));
// Asked for as soon as this screen's code runs in a browser, in parallel with hydration (which does not wait for it).
if (typeof window !== 'undefined') void loadLiveSource().catch(() => (liveSource = null));

/** `source` is the live part when it is at hand already (tests); otherwise it is loaded after the first render. */
export function PricingContent({ source }: { source?: LiveSource }) {
  const { t } = useTranslation('plans');
  const language = useRouteLanguage();
  const signInPath = useSignInPath();
  const [interval, setInterval] = useState<BillingInterval>('month');
  const [Source, setSource] = useState<LiveSource | null>(() => source ?? null);
  const [live, setLive] = useState<LivePricing | null>(null);
  // The live plans replace the catalogue's in a transition: the plan grid re-renders in short slices, not in one
  // task right after hydration.
  const reportLive = useCallback((next: LivePricing) => startTransition(() => setLive(next)), []);
  useEffect(() => {
    if (source) return;
    let active = true;
    loadLiveSource().then(
      (loaded) => active && setSource(() => loaded),
      (error: unknown) => console.error('Could not load the live plans', error),
    );
    return () => {
      active = false;
    };
  }, [source]);

  const plans = live?.plans ?? CATALOGUE_PLANS;
  const status = live?.status ?? null;
  const shown = publicPlans(plans);
  const trialDays = shown.find((plan) => plan.kind === 'trial')?.trialDays ?? DEFAULT_TRIAL_DAYS;
  const examplePrices = shown.some((plan) => plan.kind === 'paid' && plan.examplePrices);
  const failure = live?.failure ?? null;
  const failureText = (() => {
    if (!failure) return null;
    const reason = errorReason(failure);
    if (reason === 'noBilling') return t('pricing.errors.noBilling');
    if (reason === 'samePlan') return t('pricing.errors.samePlan');
    return t('pricing.errors.generic', { message: failure.message });
  })();

  return (
    <PublicLayout>
      {Source ? <Source interval={interval} onChange={reportLive} /> : null}
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
        {status ? <UsageBars status={status} language={language} /> : null}
        {status?.billing.provider === 'none' ? (
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
        {live?.plansFailed ? (
          <div className="grid justify-items-start gap-2">
            <ErrorNote>{t('pricing.loadFailed')}</ErrorNote>
            <Button variant="secondary" onClick={live.retryPlans}>
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
                  current={status?.plan.id === plan.id}
                  action={planAction({
                    plan,
                    interval,
                    status,
                    signedIn: live?.signedIn ?? false,
                    // The prerendered catalogue has no plan ids to check out with: wait for the live plans.
                    busy: !live || live.busy || live.placeholder,
                    onUpgrade: () => live?.upgrade(plan),
                    onManage: () => live?.manage(),
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
