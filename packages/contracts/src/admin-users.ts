// The admin area's users and audit log: search users, read one with their plan, usage, channels and credits,
// disable or enable them, grant or remove the admin role, give them a plan or extra credits for this period,
// and delete them the way they could delete themselves. Admins only: every route here answers 404 to everyone
// else. Every write is in the audit log (who, what, before and after, when), which is read here too.
import { z } from './zod.ts';
import { ErrorBody } from './errors.ts';
import type { MeteredAction } from './plans.ts';
import { PlanKind, QuotaStatus, SubscriptionStatus } from './plans.ts';
import { defineRoute } from './route.ts';

export const UserRole = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRole>;

/** Actions counted per period, which extra credits can raise (channels, a standing limit, are not credited). */
export const CREDIT_ACTIONS = [
  'optimization',
  'thumbnailGeneration',
  'thumbnailUpload',
  'translationLanguage',
  'captionTrack',
  'uploadMinutes',
] as const satisfies readonly MeteredAction[];
export const CreditAction = z.enum(CREDIT_ACTIONS);
export type CreditAction = z.infer<typeof CreditAction>;

/** An opaque position in a keyset-paginated list (the next page starts after it). */
const Cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const AdminUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    role: UserRole,
    disabled: z.boolean(),
    disabledAt: z.string().nullable(),
    plan: z.object({ id: z.string(), name: z.string(), kind: PlanKind }),
    subscriptionStatus: SubscriptionStatus,
    /** This usage period (anchored to the user's subscription) and the optimizations used in it. */
    period: z.object({ start: z.string(), end: z.string() }),
    optimizations: z.object({ used: z.number(), limit: z.number() }),
    channelCount: z.number().int(),
    createdAt: z.string(),
    /** The last request of any session (updated every few minutes), else the last sign-in. */
    lastSeenAt: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserChannel = z.object({
  id: z.string(),
  youtubeChannelId: z.string(),
  title: z.string(),
  handle: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  status: z.enum(['active', 'needs_reauth']),
  lastSyncedAt: z.string().nullable(),
});

export const AdminUserCredit = z.object({
  id: z.string(),
  action: CreditAction,
  amount: z.number().int(),
  periodStart: z.string(),
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminUserDetail = AdminUser.extend({
  quota: QuotaStatus,
  channels: z.array(AdminUserChannel),
  /** Extra credits granted in this period, newest first. */
  credits: z.array(AdminUserCredit),
}).meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const AdminUsersQuery = z.object({
  /** Part of an email address or a name, any case. */
  q: z.string().trim().max(200).optional(),
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUsersResponse = z.object({
  data: z.array(AdminUser),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const UserAccessBody = z.object({ disabled: z.boolean() });
export const UserRoleBody = z.object({ role: UserRole });
export const GrantPlanBody = z.object({
  planId: z.uuid(),
  /** Why, for the audit log. */
  note: z.string().trim().max(500).optional(),
});
export const GrantCreditsBody = z.object({
  action: CreditAction,
  amount: z.number().int().min(1).max(100_000),
  /** One key per intent: a retried request with the same key grants once. */
  idempotencyKey: z.uuid(),
});

export const AuditEntry = z
  .object({
    id: z.string(),
    actor: z.object({ userId: z.string().nullable(), email: z.string() }),
    action: z.string(),
    target: z.object({
      type: z.string(),
      id: z.string().nullable(),
      /** A readable name for the target where one exists now (a user's email), else null. */
      label: z.string().nullable(),
    }),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.object({
  cursor: Cursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** An action ("user.disable") or its area ("user"). */
  action: z
    .string()
    .regex(/^[a-z][a-zA-Z.-]{0,60}$/)
    .optional(),
  targetType: z
    .string()
    .regex(/^[a-z][a-zA-Z_-]{0,40}$/)
    .optional(),
  targetId: z.string().max(100).optional(),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditLogResponse = z.object({
  data: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});

const AdminUserParams = z.object({ id: z.uuid() });

export const adminUserRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Users, newest first, searched by email or name, with plan, usage and channels (admins only)',
    tags: ['admin'],
    querystring: AdminUsersQuery,
    response: { 200: AdminUsersResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  user: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id',
    summary: "One user with their quota status, channels and this period's credits (admins only)",
    tags: ['admin'],
    params: AdminUserParams,
    response: { 200: AdminUserDetail, 401: ErrorBody, 404: ErrorBody },
  }),
  setAccess: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/access',
    summary:
      'Disables a user (their sessions end at once and they cannot sign in) or enables them again (admins only; audited; not yourself)',
    tags: ['admin'],
    params: AdminUserParams,
    body: UserAccessBody,
    response: { 200: AdminUserDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  setRole: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/role',
    summary: 'Grants or removes the admin role (admins only; audited); the last admin cannot be removed',
    tags: ['admin'],
    params: AdminUserParams,
    body: UserRoleBody,
    response: { 200: AdminUserDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  grantPlan: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/plan',
    summary: 'Puts a user on a plan from now, replacing their live subscription (admins only; audited)',
    tags: ['admin'],
    params: AdminUserParams,
    body: GrantPlanBody,
    response: { 200: AdminUserDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  grantCredits: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    summary:
      "Adds extra allowance of one action to the user's current period; once per idempotency key (admins only; audited)",
    tags: ['admin'],
    params: AdminUserParams,
    body: GrantCreditsBody,
    response: { 200: AdminUserDetail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    summary:
      'Deletes a user and everything they own, as their own account deletion does (admins only; audited; not yourself)',
    tags: ['admin'],
    params: AdminUserParams,
    response: {
      200: z.object({ deleted: z.literal(true) }),
      401: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  }),
  auditLog: defineRoute({
    method: 'GET',
    path: '/api/admin/audit-log',
    summary: 'Every admin write, newest first: who, what, target, before and after, when (admins only)',
    tags: ['admin'],
    querystring: AuditLogQuery,
    response: { 200: AuditLogResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
