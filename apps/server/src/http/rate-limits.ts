// Rate limits (decision 017), with @fastify/rate-limit: per IP where nobody is signed in yet (sign-in starts,
// OAuth callbacks, native code redemption) and per user for the actions that spend YouTube quota, AI or CPU
// (optimize, audit, sync, publish, thumbnail renders, generations and uploads). Counters live in Redis when REDIS_URL is set, so every instance counts the
// same requests; in memory otherwise. Limits are far above what a person clicking does.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

const MINUTE = 60_000;

interface Policy {
  max: number;
  timeWindow: number;
  /** Whose requests are counted together. */
  by: 'ip' | 'user';
}

export const RATE_POLICIES = {
  signInStart: { max: 60, timeWindow: MINUTE, by: 'ip' },
  oauthCallback: { max: 60, timeWindow: MINUTE, by: 'ip' },
  nativeRedeem: { max: 10, timeWindow: MINUTE, by: 'ip' },
  optimize: { max: 20, timeWindow: MINUTE, by: 'user' },
  audit: { max: 10, timeWindow: MINUTE, by: 'user' },
  sync: { max: 10, timeWindow: MINUTE, by: 'user' },
  publish: { max: 30, timeWindow: MINUTE, by: 'user' },
  /** Studio renders follow typing (debounced), so a busy editing minute makes many. */
  thumbnailRender: { max: 120, timeWindow: MINUTE, by: 'user' },
  thumbnailGenerate: { max: 10, timeWindow: MINUTE, by: 'user' },
  thumbnailUpload: { max: 30, timeWindow: MINUTE, by: 'user' },
  /** Starting video uploads and analyses (a resumed upload's requests are not counted). */
  videoUpload: { max: 20, timeWindow: MINUTE, by: 'user' },
} as const satisfies Record<string, Policy>;

/** Which routes each policy covers (method and path as registered). */
const ROUTE_POLICIES: Record<string, keyof typeof RATE_POLICIES> = {
  'GET /api/auth/google': 'signInStart',
  'GET /api/auth/google/callback': 'oauthCallback',
  'GET /api/auth/youtube/callback': 'oauthCallback',
  'POST /api/auth/native/redeem': 'nativeRedeem',
  'POST /api/ai-video-optimizer': 'optimize',
  'POST /api/youtube/analyze-channel/:id': 'audit',
  'POST /api/youtube/sync-channel-manual': 'sync',
  'POST /api/youtube/sync-videos-manual': 'sync',
  'POST /api/youtube/sync-videos': 'sync',
  'PUT /api/videos/:id': 'publish',
  'POST /api/optimization-history': 'publish',
  'POST /api/thumbnails/render': 'thumbnailRender',
  'POST /api/thumbnails': 'thumbnailRender',
  'POST /api/thumbnails/backgrounds': 'thumbnailUpload',
  'POST /api/thumbnails/backgrounds/generate': 'thumbnailGenerate',
  'POST /api/youtube/upload-thumbnail': 'thumbnailUpload',
  'POST /api/youtube/revert-thumbnail': 'thumbnailUpload',
  'POST /api/uploads/files': 'videoUpload',
  'POST /api/videos': 'videoUpload',
  'POST /api/uploads/:id/publish': 'publish',
  'POST /api/uploads/:id/frames/:index/background': 'thumbnailUpload',
};

const keyFor = (policy: Policy) => (request: FastifyRequest) =>
  policy.by === 'user' && request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;

/** Failed authentications (a session cookie or bearer token that is not valid) allowed per IP and window. */
export const FAILED_AUTH_POLICY = { max: 30, timeWindow: 10 * MINUTE } as const;

/**
 * Slows guessing of cookies and bearer tokens: requests that carried credentials and were answered 401 are
 * counted per IP; past the limit, credentialed requests from that IP get 429 until the window ends. Counted in
 * this process (a guesser spread over instances gets each instance's allowance).
 */
function registerFailedAuthLimit(app: FastifyInstance) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const hasCredentials = (request: FastifyRequest) =>
    Boolean(request.headers.authorization) ||
    /(?:^|;\s*)(?:__Host-)?vc_session=/.test(request.headers.cookie ?? '');
  app.addHook('onRequest', async (request) => {
    if (!hasCredentials(request)) return;
    const entry = failures.get(request.ip);
    if (!entry || entry.resetAt <= Date.now()) return;
    if (entry.count >= FAILED_AUTH_POLICY.max) {
      const seconds = Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
        {
          details: { retryAfterSeconds: seconds },
        },
      );
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 401 || !hasCredentials(request)) return;
    const now = Date.now();
    const entry = failures.get(request.ip);
    if (!entry || entry.resetAt <= now) {
      // Expired entries are dropped as new ones arrive, so the map stays the size of the active guessers.
      for (const [ip, old] of failures) if (old.resetAt <= now) failures.delete(ip);
      failures.set(request.ip, { count: 1, resetAt: now + FAILED_AUTH_POLICY.timeWindow });
    } else entry.count += 1;
  });
}

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export interface RateLimitHandle {
  /** Where counters live: `redis` (shared by instances) or `memory` (this process). */
  store: 'redis' | 'memory';
  close(): Promise<void>;
}

/** Call before any route is registered: the policies attach to routes as they are added. */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl: string | undefined; keyPrefix?: string },
): Promise<RateLimitHandle> {
  registerFailedAuthLimit(app);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const name = ROUTE_POLICIES[`${method} ${route.url}`];
      if (!name) continue;
      const policy = RATE_POLICIES[name];
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: policy.max,
          timeWindow: policy.timeWindow,
          keyGenerator: keyFor(policy),
          groupId: name,
        },
      } as RouteOptions['config'];
    }
  });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // Fail fast while Redis is down: requests are then served (skipOnError) rather than held.
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : null;
  redis?.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit store unavailable'));
  // Start counting from the first request when Redis is up; when it is not, start anyway (requests are then
  // served uncounted until it answers).
  if (redis) await waitUntilReady(redis, 2000);
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${options.keyPrefix ?? 'vidcraft'}:rl:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`, {
        details: { retryAfterSeconds: seconds },
      });
    },
  });
  return {
    store: redis ? 'redis' : 'memory',
    close: async () => {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
