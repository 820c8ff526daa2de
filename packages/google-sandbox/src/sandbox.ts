// createSandbox: builds the core and returns the encapsulated Fastify plugin that mounts everything (register it
// with a prefix such as /sandbox), the default OAuth client, the control API and close().
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { registerAnalyticsRoutes } from './analytics/reports-query.routes.ts';
import type { SeedOptions } from './seed/index.ts';
import { createControl, type SandboxControl } from './control/control-api.ts';
import { registerControlGuard } from './control/control-guard.ts';
import { registerControlRoutes } from './control/control.routes.ts';
import { SandboxCore } from './core.ts';
import { registerRawBodyParser } from './http/body.ts';
import { apiErrors } from './http/error-catalog.ts';
import { registerImageRoutes } from './images/image.routes.ts';
import { registerAuthorizeRoutes } from './oauth/authorize.routes.ts';
import type { SandboxClientRegistration } from './oauth/clients.ts';
import { registerDiscoveryRoutes } from './oauth/discovery.routes.ts';
import { registerSessionRoutes } from './oauth/session.routes.ts';
import { registerTokenRoutes } from './oauth/token.routes.ts';
import { sendPage } from './pages/html.ts';
import { overviewPage } from './pages/overview.page.ts';
import { registerReportingRoutes } from './reporting/reporting.routes.ts';
import { registerCaptionWriteRoutes } from './youtube/caption-writes.routes.ts';
import { registerCaptionReadRoutes } from './youtube/captions.routes.ts';
import { registerChannelRoutes } from './youtube/channels.routes.ts';
import { registerI18nRoutes } from './youtube/i18n.routes.ts';
import { registerPlaylistItemRoutes } from './youtube/playlist-items.routes.ts';
import { registerThumbnailRoutes } from './youtube/thumbnails.routes.ts';
import { registerUploadSessionRoutes } from './youtube/upload-session.routes.ts';
import { registerVideoInsertRoutes } from './youtube/video-insert.routes.ts';
import { registerVideoRoutes } from './youtube/videos.routes.ts';

export interface SandboxOptions {
  /** Absolute URL where the plugin is mounted, e.g. http://localhost:5000/sandbox (issuer, discovery, image URLs).
   * A function is read on every use, so a server bound to port 0 can supply the URL after it listens. */
  publicBaseUrl: string | (() => string);
  /** When set, state persists under it; otherwise it lives in memory. */
  dataDir?: string;
  clients?: SandboxClientRegistration[];
  accessTokenTtlSeconds?: number;
  /** Base clock; the control plane offsets it. */
  now?: () => Date;
  /** Changes to the seeded world (a bigger daily-chess channel, to measure a sync at scale). */
  seed?: SeedOptions;
  /** Who may use /control besides callers on this machine (see control-guard.ts). */
  control?: { token?: string; origins?: string[] };
}

export interface Sandbox {
  plugin: FastifyPluginAsync;
  defaultClient: SandboxClientRegistration;
  control: SandboxControl;
  close(): Promise<void>;
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

async function mount(
  app: FastifyInstance,
  core: SandboxCore,
  control: SandboxControl,
  access: SandboxOptions['control'],
): Promise<void> {
  registerRawBodyParser(app);
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) req.log.error(error);
    const apiError =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? apiErrors.uploadTooLarge(Number(req.routeOptions.bodyLimit ?? 0))
        : status >= 500
          ? apiErrors.internalError()
          : apiErrors.parseError();
    return reply
      .code(apiError.status)
      .header('content-type', 'application/json; charset=UTF-8')
      .send(apiError.toBody());
  });
  app.setNotFoundHandler((_req, reply) =>
    reply
      .code(404)
      .header('content-type', 'application/json; charset=UTF-8')
      .send(apiErrors.notFound().toBody()),
  );
  app.get('/', (_req, reply) => sendPage(reply, 200, overviewPage(core)));
  registerDiscoveryRoutes(app, core);
  registerAuthorizeRoutes(app, core);
  registerTokenRoutes(app, core);
  registerSessionRoutes(app, core);
  registerChannelRoutes(app, core);
  registerPlaylistItemRoutes(app, core);
  registerVideoRoutes(app, core);
  registerVideoInsertRoutes(app, core);
  await registerUploadSessionRoutes(app, core);
  registerThumbnailRoutes(app, core);
  registerCaptionReadRoutes(app, core);
  registerCaptionWriteRoutes(app, core);
  registerI18nRoutes(app, core);
  registerImageRoutes(app, core);
  registerAnalyticsRoutes(app, core);
  registerReportingRoutes(app, core);
  await app.register(async (scope) => {
    registerControlGuard(scope, {
      token: access?.token,
      origins: () => access?.origins ?? originOf(core.baseUrl()),
    });
    registerControlRoutes(scope, control);
  });
}

export async function createSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { publicBaseUrl } = options;
  const core = new SandboxCore({
    ...options,
    publicBaseUrl: typeof publicBaseUrl === 'function' ? publicBaseUrl : () => publicBaseUrl,
  });
  const control = createControl(core);
  return {
    plugin: async (app) => mount(app, core, control, options.control),
    defaultClient: core.clients.defaultClient,
    control,
    close: () => core.close(),
  };
}
