// The upload tool's routes: the tus endpoint the file arrives through (resumable, streamed to disk), then the
// JSON routes that make a draft of it, read its analysis and frames, publish it and delete it. Every id is
// looked up for the signed-in user only; someone else's id answers 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { UPLOAD_TUS_PATH, uploadRoutes, type ErrorCode } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { notFound } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { presentBackground } from '../thumbnails/thumbnail.presenter.ts';
import { presentUpload, presentUploadSummary } from './upload.presenter.ts';
import type { UploadStore } from './upload-store.ts';
import type { VideoUploadsService } from './video-uploads.service.ts';

export interface UploadRouteDeps {
  uploads: VideoUploadsService;
  store: UploadStore;
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps): void {
  registerTusRoutes(app, deps.store);

  contractRoute(app, uploadRoutes.capabilities, async ({ request }) => {
    const actor = requireActor(request);
    return {
      tusPath: UPLOAD_TUS_PATH,
      ...(await deps.uploads.capabilities(actor.userId)),
    };
  });

  contractRoute(app, uploadRoutes.create, async ({ body, request }) => {
    const actor = requireActor(request);
    const { upload, runId } = await deps.uploads.create(actor.userId, body);
    return { upload: presentUpload(upload), runId };
  });

  contractRoute(app, uploadRoutes.list, async ({ request }) => {
    const actor = requireActor(request);
    return { uploads: (await deps.uploads.list(actor.userId)).map(presentUploadSummary) };
  });

  contractRoute(app, uploadRoutes.get, async ({ params, request }) => {
    const actor = requireActor(request);
    return presentUpload(await deps.uploads.get(actor.userId, params.id));
  });

  contractRoute(app, uploadRoutes.frame, async ({ params, request, reply }) => {
    const actor = requireActor(request);
    const frame = await deps.uploads.frame(actor.userId, params.id, params.index);
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(frame.body);
  });

  contractRoute(app, uploadRoutes.frameBackground, async ({ params, request }) => {
    const actor = requireActor(request);
    return presentBackground(await deps.uploads.frameAsBackground(actor.userId, params.id, params.index));
  });

  contractRoute(app, uploadRoutes.publish, async ({ params, body, request }) => {
    const actor = requireActor(request);
    const { upload, runId } = await deps.uploads.publish(actor.userId, params.id, body);
    return { upload: presentUpload(upload), runId };
  });

  contractRoute(app, uploadRoutes.remove, async ({ params, request }) => {
    const actor = requireActor(request);
    await deps.uploads.remove(actor.userId, params.id);
    return { deleted: true as const };
  });
}

/**
 * tus requests go to the protocol server with their bodies as streams (never parsed or buffered). The session
 * decides who may create an upload; only its owner may resume, read or end one. tus's own refusals (plain text
 * by its protocol) leave in the app's error shape with tus's status, which its clients act on.
 */
function registerTusRoutes(app: FastifyInstance, store: UploadStore): void {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const pass = async (request: FastifyRequest, reply: FastifyReply, uploadId: string | null) => {
      const actor = requireActor(request);
      if (uploadId !== null && (await store.ownerOf(uploadId)) !== actor.userId) throw notFound('The upload');
      const answer = await store.handle(toWebRequest(request), actor.userId);
      reply.code(answer.status);
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-type') reply.header(name, value);
      });
      if (answer.status >= 400) {
        const text = (await answer.text()).trim();
        return reply.send({
          error: TUS_ERROR_CODES[answer.status] ?? 'VALIDATION',
          message: text || 'The upload was refused.',
        });
      }
      return reply.send(answer.body ? Readable.fromWeb(answer.body as WebReadableStream) : null);
    };
    scope.route({
      method: 'POST',
      url: UPLOAD_TUS_PATH,
      handler: (request, reply) => pass(request, reply, null),
    });
    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${UPLOAD_TUS_PATH}/:uploadId`,
      handler: (request, reply) => pass(request, reply, (request.params as { uploadId: string }).uploadId),
    });
  });
}

/** How tus's statuses read in the app's codes. */
const TUS_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  423: 'CONFLICT',
  500: 'INTERNAL',
};

/** The Fastify request as a web Request whose body streams from the socket. */
function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.method === 'PATCH' || request.method === 'POST';
  return new Request(`http://upload.local${request.url}`, {
    method: request.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
