// The plans, subscription, quota and billing calls (packages/contracts plans.ts) through the typed client.
import { billingRoutes, planRoutes, type BillingInterval, type PlanBody } from '@vidcraft/contracts';
import { callApi } from '../../lib/api-client.ts';

export async function fetchPublicPlans() {
  return (await callApi(planRoutes.plans, {})).data;
}

export function fetchQuotaStatus(userId: string) {
  return callApi(planRoutes.quotaStatus, { params: { id: userId } });
}

/** Starts a change to a paid plan; one idempotency key per click. */
export function startSubscription(planId: string, interval: BillingInterval, idempotencyKey: string) {
  return callApi(planRoutes.startSubscription, { body: { planId, interval, idempotencyKey } });
}

export function openBillingPortal() {
  return callApi(billingRoutes.portal, {});
}

export function fetchSandboxCheckout(id: string) {
  return callApi(billingRoutes.sandboxCheckout, { params: { id } });
}

export function finishSandboxCheckout(id: string, action: 'complete' | 'cancel') {
  return callApi(billingRoutes.completeSandboxCheckout, { params: { id }, body: { action } });
}

export async function fetchAdminPlans() {
  return (await callApi(planRoutes.adminPlans, {})).data;
}

export function createPlan(body: PlanBody) {
  return callApi(planRoutes.createPlan, { body });
}

export function updatePlan(id: string, body: Omit<PlanBody, 'slug'>) {
  return callApi(planRoutes.updatePlan, { params: { id }, body });
}

export async function deletePlan(id: string) {
  return (await callApi(planRoutes.deletePlan, { params: { id } })).data;
}
