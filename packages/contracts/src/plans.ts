// Plans, subscriptions and quota status: what a creator may do each period, what they pay, and how they change
// plan. Plans live in the database and are edited by admins (/admin/plans); a new user starts on the trial, and
// when it ends without a paid plan the free tier's limits apply (nothing is deleted).
import { z } from './zod.ts';
import { ErrorBody } from './errors.ts';
import { UserIdParams } from './id-params.ts';
import { defineRoute } from './route.ts';
import { plainText } from './text.ts';
import { METERED_ACTIONS } from './metered-actions.ts';

export { METERED_ACTIONS } from './metered-actions.ts';

export const MeteredAction = z.enum(METERED_ACTIONS);
export type MeteredAction = z.infer<typeof MeteredAction>;

export const PlanLimits = z.object(
  Object.fromEntries(METERED_ACTIONS.map((a) => [a, z.number().int().min(0).max(1_000_000)])) as Record<
    MeteredAction,
    z.ZodNumber
  >,
);
export type PlanLimits = z.infer<typeof PlanLimits>;

/** Engines a plan may use (the optimizer's LLM, image-model backgrounds, provider translation). */
export const PLAN_FEATURES = ['llmSuggestions', 'imageBackgrounds', 'providerTranslation'] as const;
export const PlanFeature = z.enum(PLAN_FEATURES);
export type PlanFeature = z.infer<typeof PlanFeature>;

export const BillingInterval = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof BillingInterval>;

/** A price in the currency's minor unit (cents), as payment providers take it; shown, never computed with. */
export const Price = z.object({
  amountMinor: z.number().int().min(0).max(100_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type Price = z.infer<typeof Price>;

/** A text per interface language; `en` is required and used where a language has none. */
export const LocalizedText = z
  .record(z.string().regex(/^[a-z]{2}$/), plainText().max(2000))
  .refine((texts) => typeof texts.en === 'string' && texts.en.trim() !== '', 'an English text is required');
export type LocalizedText = z.infer<typeof LocalizedText>;

export const PlanKind = z.enum(['trial', 'free', 'paid']);
export const PlanVisibility = z.enum(['public', 'hidden', 'archived']);

export const Plan = z
  .object({
    id: z.string(),
    slug: z.string(),
    /** trial: where every new user starts; free: what applies when no plan is active; paid: priced. */
    kind: PlanKind,
    name: LocalizedText,
    description: LocalizedText,
    prices: z.object({ month: Price.nullable(), year: Price.nullable() }),
    /** Days of the trial (the trial plan), or the trial a paid plan's checkout starts with. */
    trialDays: z.number().int().min(0).max(365),
    limits: PlanLimits,
    features: z.array(PlanFeature),
    visibility: PlanVisibility,
    /** The seeded prices are examples until an admin sets this deployment's own. */
    examplePrices: z.boolean(),
    sortOrder: z.number().int(),
    /** Live subscriptions on this plan (admins only; null elsewhere). */
    subscribers: z.number().int().nullable(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'ended'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const Subscription = z
  .object({
    id: z.string().nullable(),
    planId: z.string(),
    status: SubscriptionStatus,
    /** Who set it: the trial at sign-up, an admin, the sandbox checkout, or the payment provider. */
    source: z.enum(['trial', 'free', 'admin', 'sandbox', 'stripe']),
    interval: BillingInterval.nullable(),
    /** What this subscription costs (a later price change applies to new subscriptions only). */
    price: Price.nullable(),
    startedAt: z.string(),
    currentPeriodEnd: z.string().nullable(),
    trialEndsAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof Subscription>;

export const Allowance = z.object({ used: z.number(), limit: z.number(), remaining: z.number() });

export const QuotaStatus = z
  .object({
    plan: Plan,
    subscription: Subscription,
    /** The usage period, anchored to the subscription's start (UTC). */
    period: z.object({ start: z.string(), end: z.string() }),
    usage: z.object(
      Object.fromEntries(METERED_ACTIONS.map((a) => [a, Allowance])) as Record<
        MeteredAction,
        typeof Allowance
      >,
    ),
    /** How to get more on this deployment: a checkout, or an admin (no payments configured). */
    billing: z.object({ provider: z.enum(['none', 'sandbox', 'stripe']), canManage: z.boolean() }),
  })
  .meta({ id: 'QuotaStatus' });
export type QuotaStatus = z.infer<typeof QuotaStatus>;

export const UserSubscriptionResponse = z.object({ subscription: Subscription, plan: Plan });

export const StartSubscriptionBody = z.object({
  planId: z.uuid(),
  interval: BillingInterval,
  idempotencyKey: z.uuid(),
});
/** Where the browser goes next: the provider's checkout (or the sandbox's), or nowhere (already done). */
export const StartSubscriptionResponse = z.object({ checkoutUrl: z.string().nullable() });

/** What an admin sets on a plan (the slug only when creating it). */
export const PlanBody = Plan.pick({
  name: true,
  description: true,
  prices: true,
  trialDays: true,
  limits: true,
  features: true,
  visibility: true,
}).extend({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .optional(),
  sortOrder: z.number().int().min(0).max(1000),
});
export type PlanBody = z.infer<typeof PlanBody>;

const PlanIdParams = z.object({ id: z.uuid() });

export const planRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: '/api/subscription-plans',
    summary: 'The public plans, in display order (anyone may read them)',
    tags: ['plans'],
    response: { 200: z.object({ data: z.array(Plan) }) },
  }),
  userSubscription: defineRoute({
    method: 'GET',
    path: '/api/user-subscription/:id',
    summary: "The signed-in user's subscription and plan (an admin may read anyone's)",
    tags: ['plans'],
    params: UserIdParams,
    response: { 200: UserSubscriptionResponse, 401: ErrorBody, 404: ErrorBody },
  }),
  startSubscription: defineRoute({
    method: 'POST',
    path: '/api/user-subscription',
    summary:
      'Starts a change to a paid plan: the checkout URL of the configured payment provider (or the sandbox checkout)',
    tags: ['plans'],
    body: StartSubscriptionBody,
    response: {
      200: StartSubscriptionResponse,
      400: ErrorBody,
      401: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  }),
  quotaStatus: defineRoute({
    method: 'GET',
    path: '/api/quota-status/:id',
    summary:
      "The signed-in user's plan, period and usage of every metered action (an admin may read anyone's)",
    tags: ['plans'],
    params: UserIdParams,
    response: { 200: QuotaStatus, 401: ErrorBody, 404: ErrorBody },
  }),
  adminPlans: defineRoute({
    method: 'GET',
    path: '/api/admin/plans',
    summary: 'Every plan, archived ones too, with its subscriber count (admins only)',
    tags: ['admin'],
    response: { 200: z.object({ data: z.array(Plan) }), 401: ErrorBody, 404: ErrorBody },
  }),
  createPlan: defineRoute({
    method: 'POST',
    path: '/api/admin/plans',
    summary: 'Creates a paid plan (admins only; recorded in the audit log)',
    tags: ['admin'],
    body: PlanBody,
    response: { 201: Plan, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  updatePlan: defineRoute({
    method: 'PUT',
    path: '/api/admin/plans/:id',
    summary:
      'Changes a plan (admins only; audited). A price change applies to new subscriptions only; limits apply at once',
    tags: ['admin'],
    params: PlanIdParams,
    body: PlanBody.omit({ slug: true }),
    response: { 200: Plan, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  deletePlan: defineRoute({
    method: 'DELETE',
    path: '/api/admin/plans/:id',
    summary: 'Deletes a plan nobody ever subscribed to (admins only; audited); archive the others',
    tags: ['admin'],
    params: PlanIdParams,
    response: { 200: z.object({ data: z.array(Plan) }), 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
} as const;

export const SandboxCheckout = z
  .object({
    id: z.string(),
    plan: Plan,
    interval: BillingInterval,
    price: Price,
    trialDays: z.number().int(),
    status: z.enum(['open', 'completed', 'canceled', 'expired']),
    expiresAt: z.string(),
  })
  .meta({ id: 'SandboxCheckout' });
export type SandboxCheckout = z.infer<typeof SandboxCheckout>;

const CheckoutParams = z.object({ id: z.uuid() });

export const billingRoutes = {
  portal: defineRoute({
    method: 'POST',
    path: '/api/billing/portal',
    summary: "Where the signed-in user manages card, cancellation and plan change (the provider's portal)",
    tags: ['plans'],
    response: { 200: z.object({ url: z.string() }), 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  sandboxCheckout: defineRoute({
    method: 'GET',
    path: '/api/billing/sandbox-checkout/:id',
    summary: 'A sandbox checkout session of the signed-in user (sandbox billing only; no money moves)',
    tags: ['plans'],
    params: CheckoutParams,
    response: { 200: SandboxCheckout, 401: ErrorBody, 404: ErrorBody },
  }),
  completeSandboxCheckout: defineRoute({
    method: 'POST',
    path: '/api/billing/sandbox-checkout/:id',
    summary:
      'Completes or cancels a sandbox checkout (sandbox billing only): completing starts the subscription',
    tags: ['plans'],
    params: CheckoutParams,
    body: z.object({ action: z.enum(['complete', 'cancel']) }),
    response: { 200: UserSubscriptionResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
} as const;
