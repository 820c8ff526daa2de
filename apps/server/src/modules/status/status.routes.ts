// The public status (open to everyone, rate limited per IP, never cached by a shared cache for longer than the
// figures' own lifetime) and the admins' incident notes under /api/admin/, which answers 404 to everyone else
// (http/actor.ts); each admin handler still asks for the admin itself.
import type { FastifyInstance } from 'fastify';
import { statusRoutes } from '@vidcraft/contracts';
import { requireAdmin } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { IncidentsService } from './incidents.service.ts';
import type { StatusService } from './status.service.ts';

export function registerStatusRoutes(
  app: FastifyInstance,
  deps: { status: StatusService; incidents: IncidentsService },
): void {
  const admin = (request: Parameters<typeof requireAdmin>[0]) => ({ userId: requireAdmin(request).userId });

  contractRoute(app, statusRoutes.status, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=5');
    return deps.status.current();
  });

  contractRoute(app, statusRoutes.incidents, async ({ request }) => {
    admin(request);
    return { data: await deps.incidents.list() };
  });

  contractRoute(app, statusRoutes.createIncident, async ({ body, request, reply }) => {
    const { incident, created } = await deps.incidents.create(admin(request), body);
    reply.code(created ? 201 : 200);
    return incident;
  });

  contractRoute(app, statusRoutes.updateIncident, async ({ params, body, request }) =>
    deps.incidents.update(admin(request), params.id, body),
  );

  contractRoute(app, statusRoutes.deleteIncident, async ({ params, request }) => {
    await deps.incidents.delete(admin(request), params.id);
    return { deleted: true as const };
  });
}
