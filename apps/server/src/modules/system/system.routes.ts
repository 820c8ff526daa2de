import type { FastifyInstance } from 'fastify';
import { systemRoutes, type AppConfig, type VersionInfo } from '@vidcraft/contracts';
import { contractRoute } from '../../http/contract-route.ts';

/** Version and runtime configuration; health has its own file (health.routes.ts). */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { version: VersionInfo; appConfig: AppConfig },
): void {
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
