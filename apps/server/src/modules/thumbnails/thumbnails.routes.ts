// The thumbnail studio's routes: render and keep designs, backgrounds (uploaded or generated), upload to
// YouTube and revert, the upload history, images, and the month's allowances. Ids are looked up for the
// signed-in user only; someone else's id is a 404.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { IMAGE_UPLOAD_MAX_BYTES, PROMPT_MAX_LENGTH, thumbnailRoutes } from '@vidcraft/contracts';
import { readableUserId, requireActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { presentBackground, presentSavedThumbnail, presentUpload } from './thumbnail.presenter.ts';
import { MAX_LAYERS, type ThumbnailStudioService } from './thumbnail-studio.service.ts';
import type { ThumbnailUploadService } from './thumbnail-upload.service.ts';

export interface ThumbnailRouteDeps {
  studio: ThumbnailStudioService;
  uploads: ThumbnailUploadService;
}

/** Sends a stored image: private to its owner, never sniffed, optionally as a download. */
function sendImage(
  reply: FastifyReply,
  image: { body: Readable; contentType: string },
  download: boolean,
): FastifyReply {
  const extension = image.contentType === 'image/png' ? 'png' : 'jpg';
  reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff');
  if (download) reply.header('content-disposition', `attachment; filename="thumbnail.${extension}"`);
  return reply.send(image.body);
}

export function registerThumbnailRoutes(app: FastifyInstance, deps: ThumbnailRouteDeps): void {
  contractRoute(app, thumbnailRoutes.capabilities, async ({ request }) => {
    requireActor(request);
    return {
      ...deps.studio.capabilities(),
      limits: {
        maxUploadBytes: IMAGE_UPLOAD_MAX_BYTES,
        maxLayers: MAX_LAYERS,
        maxPromptLength: PROMPT_MAX_LENGTH,
      },
    };
  });

  contractRoute(app, thumbnailRoutes.render, async ({ body, request }) => {
    const actor = requireActor(request);
    const rendered = await deps.studio.render(actor.userId, body.design, body.videoId);
    const image = Buffer.from(rendered.image);
    return {
      image: `data:${rendered.contentType};base64,${image.toString('base64')}`,
      bytes: image.length,
      report: rendered.report,
      layers: rendered.layers.map(({ lines, sizePx, bounds, placement, rightToLeft }) => ({
        lines,
        sizePx,
        bounds,
        placement,
        rightToLeft,
      })),
    };
  });

  contractRoute(app, thumbnailRoutes.create, async ({ body, request }) => {
    const actor = requireActor(request);
    return presentSavedThumbnail(await deps.studio.create(actor.userId, body));
  });

  contractRoute(app, thumbnailRoutes.list, async ({ query, request }) => {
    const actor = requireActor(request);
    const rows = await deps.studio.list(actor.userId, query);
    return { thumbnails: rows.map(presentSavedThumbnail) };
  });

  contractRoute(app, thumbnailRoutes.get, async ({ params, request }) => {
    const actor = requireActor(request);
    const row = await deps.studio.get(actor.userId, params.id);
    if (row.source !== 'composed') throw notFound('The thumbnail');
    return presentSavedThumbnail(row);
  });

  contractRoute(app, thumbnailRoutes.image, async ({ params, query, request, reply }) => {
    const actor = requireActor(request);
    const { row, body } = await deps.studio.image(actor.userId, params.id);
    return sendImage(reply, { body, contentType: row.content_type }, query.download === '1');
  });

  contractRoute(app, thumbnailRoutes.backgrounds, async ({ request }) => {
    const actor = requireActor(request);
    return { backgrounds: (await deps.studio.backgrounds(actor.userId)).map(presentBackground) };
  });

  contractRoute(app, thumbnailRoutes.uploadBackground, async ({ form, request }) => {
    const actor = requireActor(request);
    return presentBackground(await deps.studio.uploadBackground(actor.userId, form.files.image));
  });

  contractRoute(app, thumbnailRoutes.generateBackground, async ({ body, request }) => {
    const actor = requireActor(request);
    return presentBackground(await deps.studio.generateBackground(actor.userId, body));
  });

  contractRoute(app, thumbnailRoutes.upload, async ({ form, request }) => {
    const actor = requireActor(request);
    const { entry, replayed } = await deps.uploads.upload(actor.userId, form.fields.videoId, {
      idempotencyKey: form.fields.idempotencyKey,
      image: form.files.thumbnail,
    });
    return { entry: presentUpload(entry, form.fields.videoId), replayed };
  });

  contractRoute(app, thumbnailRoutes.revert, async ({ body, request }) => {
    const actor = requireActor(request);
    const { entry, replayed } = await deps.uploads.revert(actor.userId, body.uploadId, body.idempotencyKey);
    return { entry: presentUpload(entry, await deps.uploads.youtubeVideoIdOf(entry)), replayed };
  });

  contractRoute(app, thumbnailRoutes.uploads, async ({ query, request }) => {
    const actor = requireActor(request);
    const rows = await deps.uploads.history(actor.userId, query.videoId);
    return { entries: rows.map((row) => presentUpload(row, query.videoId)) };
  });

  contractRoute(app, thumbnailRoutes.uploadImage, async ({ params, query, request, reply }) => {
    const actor = requireActor(request);
    const found = await deps.uploads.image(actor.userId, params.id, query.which);
    return sendImage(reply, { body: found.body, contentType: found.file.contentType }, false);
  });

  contractRoute(app, thumbnailRoutes.record, async ({ body, request }) => {
    const actor = requireActor(request);
    return presentSavedThumbnail(await deps.studio.record(actor.userId, body.thumbnailId, body.action));
  });

  for (const route of [thumbnailRoutes.quota, thumbnailRoutes.usage]) {
    contractRoute(app, route, async ({ params, request }) => {
      return deps.studio.quota(readableUserId(requireActor(request), params.id));
    });
  }
}
