// Public image URLs: video thumbnails (/vi/<videoId>/<size>.jpg), channel avatars (/avatars/<channelId>/<px>.jpg)
// and profile pictures of the demo accounts (/people/<accountId>/photo.jpg).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { AVATAR_SIZES, thumbnailSizeByFile } from './sizes.ts';

const videoParams = z.object({
  videoId: z.string().regex(/^[\w-]{11}$/),
  file: z.string().regex(/^\w+\.jpg$/),
});
const avatarParams = z.object({
  channelId: z.string().regex(/^UC[\w-]{22}$/),
  file: z.string().regex(/^\d+\.jpg$/),
});

function sendImage(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply
    .header('content-type', 'image/jpeg')
    .header('cache-control', 'public, max-age=300')
    .send(bytes);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not Found');
}

export function registerImageRoutes(app: FastifyInstance, core: SandboxCore): void {
  app.get('/vi/:videoId/:file', async (req, reply) => {
    const params = videoParams.safeParse(req.params);
    if (!params.success) return notFound(reply);
    const size = thumbnailSizeByFile(params.data.file.replace(/\.jpg$/, ''));
    const video = core.world.video(params.data.videoId, core.clock.now());
    const channel = video ? core.world.channel(video.channelId) : undefined;
    if (!size || !video || !channel) return notFound(reply);
    const stored = core.world.thumbnail(video.id);
    if (stored?.file) {
      const file = stored.file;
      const bytes = await core.images.uploaded(
        file,
        async () => {
          const blob = await core.persistence.readBlob(file);
          if (!blob) throw new Error(`missing thumbnail file ${file}`);
          return blob;
        },
        size.width,
        size.height,
      );
      return sendImage(reply, bytes);
    }
    return sendImage(reply, await core.images.generated(video, channel, size.width, size.height));
  });

  app.get('/people/:accountId/photo.jpg', async (req, reply) => {
    const account = core.world.account(String((req.params as { accountId?: string }).accountId ?? ''));
    if (!account) return notFound(reply);
    return sendImage(
      reply,
      await core.images.avatar(`person-${account.id}`, account.name, account.avatarColor, 96),
    );
  });

  app.get('/avatars/:channelId/:file', async (req, reply) => {
    const params = avatarParams.safeParse(req.params);
    if (!params.success) return notFound(reply);
    const px = Number(params.data.file.replace(/\.jpg$/, ''));
    const channel = core.world.channel(params.data.channelId);
    if (!channel || !(Object.values(AVATAR_SIZES) as number[]).includes(px)) return notFound(reply);
    return sendImage(reply, await core.images.avatar(channel.id, channel.title, channel.colors[0], px));
  });
}
