// The admin area's users and audit-log calls (packages/contracts admin-users.ts) through the typed client.
import { type AuditLogQuery, type CreditAction, type UserRole } from '@vidcraft/contracts';
import { adminUserRoutes, planRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export function fetchAdminUsers(q: string, cursor: string | null) {
  return callApi(adminUserRoutes.users, {
    query: { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
  });
}

export function fetchAdminUser(id: string) {
  return callApi(adminUserRoutes.user, { params: { id } });
}

export function setUserAccess(id: string, disabled: boolean) {
  return callApi(adminUserRoutes.setAccess, { params: { id }, body: { disabled } });
}

export function setUserRole(id: string, role: UserRole) {
  return callApi(adminUserRoutes.setRole, { params: { id }, body: { role } });
}

export function grantUserPlan(id: string, planId: string, note: string) {
  return callApi(adminUserRoutes.grantPlan, {
    params: { id },
    body: { planId, ...(note.trim() ? { note: note.trim() } : {}) },
  });
}

/** One idempotency key per intent: a retried request grants once. */
export function grantUserCredits(id: string, action: CreditAction, amount: number, idempotencyKey: string) {
  return callApi(adminUserRoutes.grantCredits, { params: { id }, body: { action, amount, idempotencyKey } });
}

export function deleteUser(id: string) {
  return callApi(adminUserRoutes.deleteUser, { params: { id } });
}

export function fetchAuditLog(query: Omit<AuditLogQuery, 'cursor'>, cursor: string | null) {
  return callApi(adminUserRoutes.auditLog, { query: { ...query, ...(cursor ? { cursor } : {}) } });
}

/** Every plan, for choosing one to give (archived ones cannot be given). */
export async function fetchGivablePlans() {
  const plans = (await callApi(planRoutes.adminPlans, {})).data;
  return plans.filter((plan) => plan.visibility !== 'archived');
}
