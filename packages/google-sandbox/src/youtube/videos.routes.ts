// videos.list (up to 50 ids; unknown or hidden ids are silently absent; chart=mostPopular; myRating) and
// videos.update (owner only, replace semantics, If-Match).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { jsonBody } from '../http/body.ts';
import { apiErrors } from '../http/error-catalog.ts';
import type { Video } from '../state/model.ts';
import { decodePageToken, encodePageToken } from '../util/ids.ts';
import { defineApiRoute, requireChannel } from './api-route.ts';
import { listResponse } from './list-response.ts';
import { parseParams, parseParts, standardParams } from './params.ts';
import { canSeeVideo, OWNER_ONLY_PARTS, presentVideo, VIDEO_PARTS } from './present-video.ts';
import { applyVideoUpdate, checkBodyParts, videoBodySchema } from './video-update.ts';
import { videoErrors } from './video-errors.ts';

const listSchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  id: z.array(z.string()).max(50, 'at most 50 ids per request').optional(),
  chart: z.enum(['mostPopular']).optional(),
  myRating: z.enum(['like', 'dislike']).optional(),
  maxResults: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(50)).optional(),
  pageToken: z.string().optional(),
  hl: z.string().optional(),
  regionCode: z.string().optional(),
  videoCategoryId: z.string().optional(),
  maxHeight: z.string().optional(),
  maxWidth: z.string().optional(),
  onBehalfOfContentOwner: z.string().optional(),
});

const updateSchema = z.object({
  ...standardParams,
  part: z.array(z.string()).optional(),
  onBehalfOfContentOwner: z.string().optional(),
});

function ifMatchFails(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-match'];
  if (!header || header.trim() === '*') return false;
  return !header.split(',').some((c) => c.trim().replace(/"/g, '') === etag);
}

export function registerVideoRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineApiRoute(app, core, {
    method: 'GET',
    url: '/youtube/v3/videos',
    name: 'youtube.videos.list',
    handler: ({ query, auth, now }) => {
      const params = parseParams(listSchema, query, ['id']);
      const parts = parseParts(params.part, VIDEO_PARTS);
      const filters = (['id', 'chart', 'myRating'] as const).filter((f) => params[f] !== undefined);
      if (filters.length !== 1) {
        if (filters.length === 0)
          throw apiErrors.missingParameter(
            'part',
            'No filter selected. Expected one of: chart, id, myRating',
          );
        throw apiErrors.invalidCriteria(
          `Incompatible parameters specified in the request: ${filters.join(', ')}`,
        );
      }
      const viewer = auth.channel?.id;
      let videos: Video[] = [];
      let total = 0;
      let offset = 0;
      const perPage = params.maxResults ?? 5;
      if (params.id) {
        videos = params.id
          .map((id) => core.world.video(id, now))
          .filter((v): v is Video => !!v && canSeeVideo(v, viewer));
        total = videos.length;
      } else if (params.chart) {
        const popular = core.world.seed.channels
          .flatMap((c) => core.world.uploads(c.id, now))
          .filter(
            (v) =>
              v.privacyStatus === 'public' &&
              (!params.videoCategoryId || v.categoryId === params.videoCategoryId),
          )
          .sort((a, b) => b.viewCount - a.viewCount);
        if (params.pageToken) {
          const decoded = decodePageToken(params.pageToken);
          if (decoded === null || decoded > popular.length) throw apiErrors.invalidPageToken();
          offset = decoded;
        }
        total = popular.length;
        videos = popular.slice(offset, offset + perPage);
      }
      if (parts.some((p) => OWNER_ONLY_PARTS.includes(p)) && videos.some((v) => v.channelId !== viewer)) {
        throw videoErrors.forbidden(
          'The fileDetails, processingDetails and suggestions parts are only available to the video owner.',
        );
      }
      const items = videos.map((v) => presentVideo(core, v, parts, viewer, params.hl));
      const next = offset + perPage;
      return {
        type: 'json',
        body: listResponse('youtube#videoListResponse', items, {
          totalResults: total,
          resultsPerPage: params.id ? items.length : perPage,
          ...(params.chart && next < total ? { nextPageToken: encodePageToken(next, 'next') } : {}),
          ...(params.chart && offset > 0
            ? { prevPageToken: encodePageToken(Math.max(0, offset - perPage), 'prev') }
            : {}),
        }),
      };
    },
  });

  defineApiRoute(app, core, {
    method: 'PUT',
    url: '/youtube/v3/videos',
    name: 'youtube.videos.update',
    handler: ({ req, query, auth, now }) => {
      const params = parseParams(updateSchema, query);
      const parts = parseParts(params.part, VIDEO_PARTS);
      const json = jsonBody(req);
      if (!json.ok) throw apiErrors.parseError();
      const parsed = videoBodySchema.safeParse(json.value ?? {});
      if (!parsed.success) {
        const path = parsed.error.issues[0]?.path.join('.') ?? '';
        throw videoErrors.invalidVideoMetadata(`Invalid value at '${path}'.`);
      }
      const body = parsed.data;
      checkBodyParts(body, parts);
      const channel = requireChannel(auth);
      if (!body.id) throw videoErrors.invalidVideoMetadata('The video resource must specify its id.');
      const current = core.world.video(body.id, now);
      if (!current || !canSeeVideo(current, channel.id)) throw videoErrors.videoNotFound();
      if (current.channelId !== channel.id) throw videoErrors.forbidden();
      if (ifMatchFails(req, String(presentVideo(core, current, parts, channel.id).etag))) {
        throw apiErrors.conditionNotMet();
      }
      const updated = applyVideoUpdate(current, parts, body, now);
      core.world.putVideo(updated);
      return { type: 'json', body: presentVideo(core, updated, parts, channel.id) };
    },
  });
}
