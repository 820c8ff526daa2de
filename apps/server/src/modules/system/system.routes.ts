import type { FastifyInstance } from 'fastify';
import { systemRoutes, type AppConfig, type HealthResponse, type VersionInfo } from '@vidcraft/contracts';
import { contractRoute } from '../../http/contract-route.ts';
import type { HealthService } from './health.service.ts';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { health: HealthService; version: VersionInfo; appConfig: AppConfig },
): void {
  contractRoute(app, systemRoutes.health, async ({ reply }) => {
    const health: HealthResponse = await deps.health.check();
    return reply
      .status(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  // The web app polls these to detect a new deployment, so they must never come from a cache.
  const noCache = 'no-cache, no-store, must-revalidate';
  contractRoute(app, systemRoutes.versionFile, async ({ reply }) => {
    reply.header('cache-control', noCache).header('expires', '0');
    return deps.version;
  });
  contractRoute(app, systemRoutes.version, async ({ reply }) => {
    reply.header('cache-control', noCache).header('expires', '0');
    return deps.version;
  });

  contractRoute(app, systemRoutes.appConfig, async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return deps.appConfig;
  });
}
