// Packaging experiments' routes: thin — the user from the session, one service call each.
import type { FastifyInstance } from 'fastify';
import { experimentRoutes } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { ExperimentsService } from './experiments.service.ts';

export function registerExperimentRoutes(
  app: FastifyInstance,
  deps: { experiments: ExperimentsService },
): void {
  contractRoute(app, experimentRoutes.preview, async ({ body, request }) =>
    deps.experiments.preview(requireActor(request).userId, body),
  );
  contractRoute(app, experimentRoutes.start, async ({ body, request }) =>
    deps.experiments.start(requireActor(request).userId, body),
  );
  contractRoute(app, experimentRoutes.list, async ({ query, request }) => ({
    experiments: await deps.experiments.list(requireActor(request).userId, query.videoId),
  }));
  contractRoute(app, experimentRoutes.get, async ({ params, request }) =>
    deps.experiments.get(requireActor(request).userId, params.id),
  );
  contractRoute(app, experimentRoutes.stop, async ({ params, body, request }) =>
    deps.experiments.stop(requireActor(request).userId, params.id, body.keep),
  );
}
