// Optimization: start suggestions, read them, publish (and revert) through the checked path, record copies,
// the history, the monthly usage, and the channel audit. Ids are looked up for the signed-in user only.
import type { FastifyInstance } from 'fastify';
import { optimizationRoutes } from '@vidcraft/contracts';
import { readableUserId, requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { toJobRunView } from '../../jobs/job-events.ts';
import type { SyncService } from '../sync/sync.service.ts';
import type { ChannelAuditService } from './channel-audit.service.ts';
import type { OptimizationService } from './optimization.service.ts';
import { presentSuggestion } from './optimization.presenter.ts';
import type { PublishHistoryService } from './publish-history.service.ts';
import type { PublishService } from './publish.service.ts';
import type { UsageService } from '../usage/usage.service.ts';

export interface OptimizationRouteDeps {
  optimization: OptimizationService;
  publishing: PublishService;
  history: PublishHistoryService;
  usage: UsageService;
  audit: ChannelAuditService;
  sync: SyncService;
}

/** A path that names a user answers only for the signed-in user (DESIGN §4.3); anyone else's id is 404. */
export function registerOptimizationRoutes(app: FastifyInstance, deps: OptimizationRouteDeps): void {
  contractRoute(app, optimizationRoutes.optimize, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    const { run, usage } = await deps.optimization.start(actor.userId, body.videoId, {
      engine: body.engine,
      useCaptions: body.options.useCaptions,
      titleCount: body.options.titleCount,
    });
    return reply.status(202).send({ run: toJobRunView(run), usage });
  });

  contractRoute(app, optimizationRoutes.suggestion, async ({ params, request }) => {
    const actor = requireActor(request);
    const { row, youtubeVideoId } = await deps.optimization.suggestion(actor.userId, params.id);
    return presentSuggestion(row, youtubeVideoId);
  });

  contractRoute(app, optimizationRoutes.latestSuggestion, async ({ params, request }) => {
    const actor = requireActor(request);
    const rows = await deps.optimization.suggestionsFor(actor.userId, params.id);
    return { suggestions: rows.map((row) => presentSuggestion(row, params.id)) };
  });

  contractRoute(app, optimizationRoutes.publish, async ({ params, body, request }) => {
    const actor = requireActor(request);
    const result = await deps.publishing.publish(actor.userId, params.id, body);
    return deps.history.publishOutcome(actor.userId, result);
  });

  contractRoute(app, optimizationRoutes.revert, async ({ body, request }) => {
    const actor = requireActor(request);
    const result = await deps.publishing.revert(
      actor.userId,
      body.revertOf,
      body.idempotencyKey,
      body.overwrite,
    );
    return deps.history.publishOutcome(actor.userId, result);
  });

  contractRoute(app, optimizationRoutes.recordOptimization, async ({ body, request }) => {
    const actor = requireActor(request);
    const entry = await deps.publishing.recordCopy(actor.userId, body.suggestionId, body.fields);
    return deps.history.entry(actor.userId, entry.id);
  });

  contractRoute(app, optimizationRoutes.history, async ({ query, request }) => {
    const actor = requireActor(request);
    return deps.history.list(actor.userId, {
      youtubeVideoId: query.videoId,
      page: query.page,
      limit: query.limit,
    });
  });

  contractRoute(app, optimizationRoutes.usageOptimizations, async ({ params, request }) => {
    return deps.usage.summary(readableUserId(requireActor(request), params.id));
  });

  contractRoute(app, optimizationRoutes.usageLimits, async ({ params, request }) => {
    return deps.usage.summary(readableUserId(requireActor(request), params.id));
  });

  contractRoute(app, optimizationRoutes.analyzeChannel, async ({ params, request }) => {
    const actor = requireActor(request);
    const connection = await deps.sync.connectionFor(actor.userId, params.id);
    return deps.audit.audit(connection);
  });
}
