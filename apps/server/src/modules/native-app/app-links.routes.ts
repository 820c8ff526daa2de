// GET /.well-known/assetlinks.json and /.well-known/apple-app-site-association (no extension, JSON, no
// redirect: both platforms fetch them directly over https). 404 when the platform is not configured.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { appleAppSiteAssociation, assetLinks, type NativeAppLinkSettings } from './app-links.ts';

export function registerAppLinkRoutes(app: FastifyInstance, settings: NativeAppLinkSettings): void {
  const files = {
    '/.well-known/assetlinks.json': assetLinks(settings),
    '/.well-known/apple-app-site-association': appleAppSiteAssociation(settings),
  };
  for (const [url, body] of Object.entries(files)) {
    app.get(url, async (_request, reply) => {
      if (!body)
        throw new AppError('NOT_FOUND', 'This server has no native app configured for this platform.');
      return reply.type('application/json').header('cache-control', 'public, max-age=3600').send(body);
    });
  }
}
