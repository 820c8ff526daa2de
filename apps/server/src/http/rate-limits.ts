// Rate limits (decision 017), with @fastify/rate-limit: per IP where nobody is signed in yet (sign-in starts,
// OAuth callbacks, native code redemption) and per user for the actions that spend YouTube quota, AI or CPU
// (optimize, audit, sync, publish, thumbnail renders, generations and uploads). Counters live in Redis when
// REDIS_URL is set, so every instance counts the same requests; in memory otherwise, and in memory too while a
// configured Redis does not answer (health says so; counting returns to Redis when it is back). Limits are far
// above what a person clicking does.
import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type * as IoRedis from 'ioredis';
import type { Redis } from 'ioredis';
import { loadOnFirstUse } from '../integrations/load-on-first-use.ts';
import { AppError } from './app-error.ts';

const MINUTE = 60_000;

interface Policy {
  max: number;
  timeWindow: number;
  /** Whose requests are counted together. */
  by: 'ip' | 'user';
  /** Counted in this process even with Redis (health probes must not wait on it). */
  inProcess?: boolean;
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
  /** The public status page refreshes every 30 s; its figures are cached, this only stops floods. */
  publicStatus: { max: 120, timeWindow: MINUTE, by: 'ip' },
  /**
   * Load balancers probe readiness every few seconds; this only stops floods (the checks themselves are shared
   * by concurrent callers). Counted per process, so probes never depend on Redis.
   */
  health: { max: 600, timeWindow: MINUTE, by: 'ip', inProcess: true },
  /** Prometheus scrapes every 15 s or so; each scrape reads a few figures from the database. */
  metrics: { max: 120, timeWindow: MINUTE, by: 'ip', inProcess: true },
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
  'GET /api/status': 'publicStatus',
  'GET /api/health': 'health',
  'GET /api/health/ready': 'health',
  'GET /metrics': 'metrics',
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

/** How long a rate-limit command may wait for Redis before the request is counted in this process instead. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** While Redis is away, how often it is asked whether it is back. */
const REDIS_PROBE_MS = 1000;

/** The two stores @fastify/rate-limit ships (not re-exported by its entry point, so loaded by path). */
interface CountingStore {
  incr(
    key: string,
    cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(routeOptions: Record<string, unknown>): CountingStore;
}
type LocalStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => CountingStore;
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => CountingStore;
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreCtor;
const ioredis = loadOnFirstUse<typeof IoRedis>('ioredis');

/**
 * Whether Redis answers, kept current from the client's connection events, failed commands and (while it is
 * away) a ping each second. Rate limits count in Redis while it is up and in this process while it is not.
 */
class RedisLink {
  readonly redis: Redis;
  private up = false;
  private probe: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly log: FastifyBaseLogger;

  constructor(url: string, log: FastifyBaseLogger) {
    this.log = log;
    this.redis = new (ioredis().Redis)(url, {
      // Fail fast while Redis is away: requests are then counted in this process rather than held.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.redis.on('ready', () => this.markUp());
    this.redis.on('close', () => this.markDown('connection closed'));
    this.redis.on('error', (error: Error) => this.markDown(error.message));
  }

  get isUp(): boolean {
    return this.up;
  }

  /** Asks Redis now (the readiness check): a ping within the command timeout. */
  async check(): Promise<boolean> {
    if (!this.up) return false;
    try {
      await this.redis.ping();
      return true;
    } catch (error) {
      this.markDown((error as Error).message);
      return false;
    }
  }

  markDown(reason: string): void {
    if (this.closed) return;
    if (this.up)
      this.log.warn(
        { reason },
        'Redis unavailable: rate limits are counted in this process until it is back',
      );
    this.up = false;
    this.probe ??= setInterval(() => {
      if (this.redis.status !== 'ready') return; // the client is reconnecting by itself
      this.redis.ping().then(
        () => this.markUp(),
        () => undefined,
      );
    }, REDIS_PROBE_MS);
    this.probe.unref();
  }

  private markUp(): void {
    if (this.closed) return;
    clearInterval(this.probe);
    this.probe = undefined;
    if (!this.up) this.log.info('Redis answers: rate limits are shared through it again');
    this.up = true;
  }

  /** Resolves once Redis is up, or after `timeoutMs` either way. */
  waitUntilUp(timeoutMs: number): Promise<void> {
    if (this.up) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.redis.once('ready', done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * A store that counts in Redis while it answers and in this process while it does not (each instance then
 * allows its own full limit), so losing Redis neither refuses people nor lets everything through uncounted.
 */
function fallbackStore(link: RedisLink, nameSpace: string) {
  return class FallbackStore implements CountingStore {
    private readonly shared: CountingStore;
    private readonly local: CountingStore;
    private readonly inProcessOnly: boolean;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean; inProcess?: boolean }) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, link.redis, nameSpace);
      this.local = new LocalStore(continueExceeding, exponentialBackoff);
      this.inProcessOnly = options.inProcess === true;
    }

    incr(...args: Parameters<CountingStore['incr']>): void {
      const [key, cb, timeWindow, max] = args;
      if (this.inProcessOnly || !link.isUp) return this.local.incr(key, cb, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          link.markDown(error.message);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Record<string, unknown>): CountingStore {
      const child = Object.create(FallbackStore.prototype) as FallbackStore;
      Object.assign(child, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
        inProcessOnly: routeOptions.inProcess === true,
      });
      return child;
    }
  };
}

export interface RedisHealth {
  status: 'up' | 'degraded';
  detail?: string;
}

export interface RateLimitHandle {
  /** Where counters live: `redis` (shared by instances, in-process while Redis is away) or `memory`. */
  store: 'redis' | 'memory';
  /** Null without REDIS_URL; otherwise whether Redis answers now (asks it, within half a second). */
  checkRedis(): Promise<RedisHealth | null>;
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
      const policy: Policy = RATE_POLICIES[name];
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: policy.max,
          timeWindow: policy.timeWindow,
          keyGenerator: keyFor(policy),
          groupId: name,
          ...(policy.inProcess ? { inProcess: true } : {}),
        },
      } as RouteOptions['config'];
    }
  });
  const link = options.redisUrl ? new RedisLink(options.redisUrl, app.log) : null;
  // Start counting in Redis from the first request when it is up; when it is not, start anyway (requests are
  // counted in this process until it answers).
  if (link) await link.waitUntilUp(2000);
  await app.register(rateLimit, {
    global: false,
    ...(link
      ? {
          store: fallbackStore(
            link,
            `${options.keyPrefix ?? 'vidcraft'}:rl:`,
          ) as unknown as FastifyRateLimitStoreCtor,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests. Try again in ${seconds} seconds.`, {
        details: { retryAfterSeconds: seconds },
      });
    },
  });
  return {
    store: link ? 'redis' : 'memory',
    checkRedis: async () => {
      if (!link) return null;
      return (await link.check())
        ? { status: 'up' }
        : { status: 'degraded', detail: 'Redis does not answer: using in-process limits' };
    },
    close: async () => {
      await link?.close();
    },
  };
}
