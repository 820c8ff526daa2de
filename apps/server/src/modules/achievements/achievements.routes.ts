// The achievements routes: the signed-in user's list (read only) and marking earned ones announced.
import type { FastifyInstance } from 'fastify';
import { achievementRoutes } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { AchievementsService } from './achievements.service.ts';

export function registerAchievementRoutes(
  app: FastifyInstance,
  deps: { achievements: AchievementsService },
): void {
  contractRoute(app, achievementRoutes.list, async ({ request }) => {
    const actor = requireActor(request);
    return deps.achievements.list(actor.userId);
  });

  contractRoute(app, achievementRoutes.announce, async ({ body, request }) => {
    const actor = requireActor(request);
    return { announced: await deps.achievements.announce(actor.userId, body.achievementIds) };
  });
}
