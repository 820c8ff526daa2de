// The admin area's users and audit log. Every path is under /api/admin/, which answers 404 to everyone but an
// admin before validation (http/actor.ts); each handler still asks for the admin itself, so a route moved
// elsewhere would not open up.
import type { FastifyInstance } from 'fastify';
import { adminUserRoutes } from '@vidcraft/contracts';
import { requireAdmin } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { AdminUsersService } from './admin-users.service.ts';
import type { AuditLogService } from './audit-log.service.ts';

export interface AdminUserRouteDeps {
  users: AdminUsersService;
  auditLog: AuditLogService;
}

export function registerAdminUserRoutes(app: FastifyInstance, deps: AdminUserRouteDeps): void {
  const admin = (request: Parameters<typeof requireAdmin>[0]) => ({ userId: requireAdmin(request).userId });

  contractRoute(app, adminUserRoutes.users, async ({ query, request }) => {
    admin(request);
    return deps.users.list(query);
  });

  contractRoute(app, adminUserRoutes.user, async ({ params, request }) => {
    admin(request);
    return deps.users.detail(params.id);
  });

  contractRoute(app, adminUserRoutes.setAccess, async ({ params, body, request }) =>
    deps.users.setAccess(admin(request), params.id, body.disabled),
  );

  contractRoute(app, adminUserRoutes.setRole, async ({ params, body, request }) =>
    deps.users.setRole(admin(request), params.id, body.role),
  );

  contractRoute(app, adminUserRoutes.grantPlan, async ({ params, body, request }) =>
    deps.users.grantPlan(admin(request), params.id, body),
  );

  contractRoute(app, adminUserRoutes.grantCredits, async ({ params, body, request }) =>
    deps.users.grantCredits(admin(request), params.id, body),
  );

  contractRoute(app, adminUserRoutes.deleteUser, async ({ params, request }) => {
    await deps.users.deleteUser(admin(request), params.id);
    return { deleted: true as const };
  });

  contractRoute(app, adminUserRoutes.auditLog, async ({ query, request }) => {
    admin(request);
    return deps.auditLog.list(query);
  });
}
