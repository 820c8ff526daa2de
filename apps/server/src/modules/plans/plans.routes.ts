// Plans, the user's subscription and quota status, the start of a plan change, the sandbox checkout, and the
// admins' plan editor. Per-user reads answer for the signed-in user (an admin may read anyone's); admin
// routes answer 404 to everyone else.
import type { FastifyInstance } from 'fastify';
import { billingRoutes, planRoutes } from '@vidcraft/contracts';
import { readableUserId, requireActor, requireAdmin } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { BILLING_WEBHOOK_PATH } from '../../http/csrf.ts';
import type { BillingService } from './billing.service.ts';
import type { PlansService } from './plans.service.ts';
import type { SandboxBilling } from './sandbox-billing.ts';
import { presentPlan } from './plans.service.ts';

export interface PlanRouteDeps {
  plans: PlansService;
  billing: BillingService;
  sandboxBilling: SandboxBilling | null;
}

export function registerPlanRoutes(app: FastifyInstance, deps: PlanRouteDeps): void {
  const adminActor = (request: Parameters<typeof requireAdmin>[0]) => ({
    userId: requireAdmin(request).userId,
  });
  const sandbox = () => {
    if (!deps.sandboxBilling) throw notFound('The checkout');
    return deps.sandboxBilling;
  };

  contractRoute(app, planRoutes.plans, async () => ({ data: await deps.plans.publicPlans() }));

  contractRoute(app, planRoutes.userSubscription, async ({ params, request }) =>
    deps.billing.subscriptionOf(readableUserId(requireActor(request), params.id)),
  );

  contractRoute(app, planRoutes.startSubscription, async ({ body, request }) =>
    deps.billing.startSubscription(requireActor(request).userId, body),
  );

  contractRoute(app, planRoutes.quotaStatus, async ({ params, request }) =>
    deps.billing.quotaStatus(readableUserId(requireActor(request), params.id)),
  );

  contractRoute(app, billingRoutes.portal, async ({ request }) =>
    deps.billing.portal(requireActor(request).userId),
  );

  // Stripe signs the exact bytes it sent, so this route keeps the raw body (a scoped parser, the rest of the
  // app still parses JSON). Its credential is that signature: no session, and the CSRF guard lets it through.
  void app.register(async (scoped) => {
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post(BILLING_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await deps.billing.webhook(payload, typeof signature === 'string' ? signature : undefined);
      return reply.code(200).send({ received: true });
    });
  });

  contractRoute(app, billingRoutes.sandboxCheckout, async ({ params, request }) =>
    sandbox().view(requireActor(request).userId, params.id),
  );

  contractRoute(app, billingRoutes.completeSandboxCheckout, async ({ params, body, request }) => {
    const userId = requireActor(request).userId;
    const current = await sandbox().finish(userId, params.id, body.action);
    return { subscription: current.subscription, plan: presentPlan(current.plan, null) };
  });

  contractRoute(app, planRoutes.adminPlans, async ({ request }) => {
    requireAdmin(request);
    return { data: await deps.plans.adminPlans() };
  });

  contractRoute(app, planRoutes.createPlan, async ({ body, request, reply }) => {
    const plan = await deps.plans.create(adminActor(request), body);
    reply.code(201);
    return plan;
  });

  contractRoute(app, planRoutes.updatePlan, async ({ params, body, request }) =>
    deps.plans.update(adminActor(request), params.id, body),
  );

  contractRoute(app, planRoutes.deletePlan, async ({ params, request }) => {
    await deps.plans.delete(adminActor(request), params.id);
    return { data: await deps.plans.adminPlans() };
  });
}
