// Analytics routes: two reads of what is stored (no YouTube call) and the POST that queues an ingest.
import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }): void {
  contractRoute(app, analyticsRoutes.overview, async ({ query, request }) => {
    const actor = requireActor(request);
    return deps.analytics.overview(actor.userId, query);
  });

  contractRoute(app, analyticsRoutes.video, async ({ params, query, request }) => {
    const actor = requireActor(request);
    return deps.analytics.video(actor.userId, params.id, query);
  });

  contractRoute(app, analyticsRoutes.refresh, async ({ body, request }) => {
    const actor = requireActor(request);
    return { run: await deps.analytics.refresh(actor.userId, body.connectionId) };
  });
}
