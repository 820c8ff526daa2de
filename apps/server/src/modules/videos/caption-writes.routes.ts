// Caption management's routes: checking a file, and the writes (insert, saved cues, replace, delete). Every id
// is looked up for the signed-in user only (else 404); the service does the rest.
import type { FastifyInstance } from 'fastify';
import { captionRoutes } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { CaptionWritesService } from './caption-writes.service.ts';

export function registerCaptionWriteRoutes(
  app: FastifyInstance,
  deps: { captionWrites: CaptionWritesService },
): void {
  const writes = deps.captionWrites;

  // A multipart route reads its form before the handler runs: the video is looked up for the signed-in user first,
  // so another user's id answers 404 whatever was sent.
  void app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      await writes.assertOwned(requireActor(request).userId, (request.params as { id: string }).id);
    });

    contractRoute(scope, captionRoutes.check, async ({ params, form, request }) => {
      const actor = requireActor(request);
      return writes.check(actor.userId, params.id, form.files.file);
    });

    contractRoute(scope, captionRoutes.insert, async ({ params, form, request }) => {
      const actor = requireActor(request);
      return writes.insert(actor.userId, params.id, { ...form.fields, file: form.files.file });
    });

    contractRoute(scope, captionRoutes.replace, async ({ params, form, request }) => {
      const actor = requireActor(request);
      return writes.replace(actor.userId, params.id, params.trackId, {
        idempotencyKey: form.fields.idempotencyKey,
        file: form.files.file,
      });
    });
  });

  contractRoute(app, captionRoutes.saveCues, async ({ params, body, request }) => {
    const actor = requireActor(request);
    return writes.saveCues(actor.userId, params.id, params.trackId, body);
  });

  contractRoute(app, captionRoutes.remove, async ({ params, body, request }) => {
    const actor = requireActor(request);
    return writes.remove(actor.userId, params.id, params.trackId, body.idempotencyKey);
  });
}
