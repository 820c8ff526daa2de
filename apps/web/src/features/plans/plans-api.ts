// The plans, subscription, quota and billing calls (packages/contracts plans.ts) through the typed client.
// The route table loads with the first call: /pricing is a public page (lib/route-table.ts).
import type { BillingInterval, PlanBody } from '@vidcraft/contracts';
import { callApi } from '../../lib/api-client.ts';
import { loadRouteTable } from '../../lib/route-table.ts';

export async function fetchPublicPlans() {
  const { planRoutes } = await loadRouteTable();
  return (await callApi(planRoutes.plans, {})).data;
}

export async function fetchQuotaStatus(userId: string) {
  const { planRoutes } = await loadRouteTable();
  return callApi(planRoutes.quotaStatus, { params: { id: userId } });
}

/** Starts a change to a paid plan; one idempotency key per click. */
export async function startSubscription(planId: string, interval: BillingInterval, idempotencyKey: string) {
  const { planRoutes } = await loadRouteTable();
  return callApi(planRoutes.startSubscription, { body: { planId, interval, idempotencyKey } });
}

export async function openBillingPortal() {
  const { billingRoutes } = await loadRouteTable();
  return callApi(billingRoutes.portal, {});
}

export async function fetchSandboxCheckout(id: string) {
  const { billingRoutes } = await loadRouteTable();
  return callApi(billingRoutes.sandboxCheckout, { params: { id } });
}

export async function finishSandboxCheckout(id: string, action: 'complete' | 'cancel') {
  const { billingRoutes } = await loadRouteTable();
  return callApi(billingRoutes.completeSandboxCheckout, { params: { id }, body: { action } });
}

export async function fetchAdminPlans() {
  const { planRoutes } = await loadRouteTable();
  return (await callApi(planRoutes.adminPlans, {})).data;
}

export async function createPlan(body: PlanBody) {
  const { planRoutes } = await loadRouteTable();
  return callApi(planRoutes.createPlan, { body });
}

export async function updatePlan(id: string, body: Omit<PlanBody, 'slug'>) {
  const { planRoutes } = await loadRouteTable();
  return callApi(planRoutes.updatePlan, { params: { id }, body });
}

export async function deletePlan(id: string) {
  const { planRoutes } = await loadRouteTable();
  return (await callApi(planRoutes.deletePlan, { params: { id } })).data;
}
