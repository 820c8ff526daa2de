// Optimization: start suggestions, read them, publish (and revert) through the checked path, record copies,
// the history, the monthly usage, and the channel audit. Ids are looked up for the signed-in user only.
import type { FastifyInstance } from 'fastify';
import { optimizationRoutes } from '@vidcraft/contracts';
import { requireActor, type Actor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { toJobRunView } from '../../jobs/job-events.ts';
import type { SyncService } from '../sync/sync.service.ts';
import { presentVideoDetails } from '../videos/video.presenter.ts';
import type { VideosService } from '../videos/videos.service.ts';
import type { ChannelAuditService } from './channel-audit.service.ts';
import type { OptimizationService } from './optimization.service.ts';
import { presentHistory, presentSuggestion } from './optimization.presenter.ts';
import type { PublishesRepo } from './publishes.repo.ts';
import type { PublishService } from './publish.service.ts';
import type { UsageService } from './usage.service.ts';

export interface OptimizationRouteDeps {
  optimization: OptimizationService;
  publishing: PublishService;
  publishes: PublishesRepo;
  usage: UsageService;
  audit: ChannelAuditService;
  videos: VideosService;
  sync: SyncService;
}

/** A path that names a user answers only for the signed-in user (DESIGN §4.3); anyone else's id is 404. */
function assertSelf(actor: Actor, userId: string) {
  if (userId !== actor.userId) throw notFound('The user');
}

export function registerOptimizationRoutes(app: FastifyInstance, deps: OptimizationRouteDeps): void {
  const historyEntry = async (userId: string, id: string) => {
    const { rows } = await deps.publishes.list(userId, { id, offset: 0, limit: 1 });
    const row = rows[0];
    if (!row) throw notFound('The history entry');
    return presentHistory(row);
  };
  const publishResponse = async (userId: string, result: Awaited<ReturnType<PublishService['publish']>>) => {
    const history = await deps.videos.history(result.video.id);
    const connection = await deps.sync.connectionFor(userId, result.video.connection_id);
    return {
      entry: await historyEntry(userId, result.entry.id),
      video: presentVideoDetails(result.video, connection.youtube_channel_id, history),
      replayed: result.replayed,
    };
  };

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
    return publishResponse(actor.userId, result);
  });

  contractRoute(app, optimizationRoutes.revert, async ({ body, request }) => {
    const actor = requireActor(request);
    const result = await deps.publishing.revert(
      actor.userId,
      body.revertOf,
      body.idempotencyKey,
      body.overwrite,
    );
    return publishResponse(actor.userId, result);
  });

  contractRoute(app, optimizationRoutes.recordOptimization, async ({ body, request }) => {
    const actor = requireActor(request);
    const entry = await deps.publishing.recordCopy(actor.userId, body.suggestionId, body.fields);
    return historyEntry(actor.userId, entry.id);
  });

  contractRoute(app, optimizationRoutes.history, async ({ query, request }) => {
    const actor = requireActor(request);
    const videoId = query.videoId ? (await deps.videos.get(actor.userId, query.videoId)).video.id : undefined;
    const { rows, total } = await deps.publishes.list(actor.userId, {
      ...(videoId ? { videoId } : {}),
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { entries: rows.map(presentHistory), total };
  });

  contractRoute(app, optimizationRoutes.usageOptimizations, async ({ params, request }) => {
    const actor = requireActor(request);
    assertSelf(actor, params.id);
    return deps.usage.summary(actor.userId);
  });

  contractRoute(app, optimizationRoutes.usageLimits, async ({ params, request }) => {
    const actor = requireActor(request);
    assertSelf(actor, params.id);
    return deps.usage.summary(actor.userId);
  });

  contractRoute(app, optimizationRoutes.analyzeChannel, async ({ params, request }) => {
    const actor = requireActor(request);
    const connection = await deps.sync.connectionFor(actor.userId, params.id);
    return deps.audit.audit(connection);
  });
}
