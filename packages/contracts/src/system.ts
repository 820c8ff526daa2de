import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { isSiteRating } from './structured-data.ts';

export const APP_ENVIRONMENTS = ['production', 'staging', 'development'] as const;
export const AppEnvironment = z.enum(APP_ENVIRONMENTS);
export type AppEnvironment = z.infer<typeof AppEnvironment>;

export const ComponentStatus = z.object({
  status: z.enum(['up', 'down']),
  detail: z.string().optional(),
});

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    uptimeSeconds: z.number(),
    database: ComponentStatus.extend({ kind: z.enum(['embedded', 'postgres']) }),
    jobs: ComponentStatus.extend({ workers: z.boolean() }),
    /** ffmpeg and ffprobe, which the upload tool's analysis needs; down says what is missing. */
    mediaTools: ComponentStatus,
    /** Only with REDIS_URL: degraded means Redis does not answer and rate limits count in each process. */
    redis: z.object({ status: z.enum(['up', 'degraded']), detail: z.string().optional() }).optional(),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const VersionInfo = z
  .object({
    version: z.string(),
    buildTime: z.string(),
    commit: z.string(),
    branch: z.string(),
    environment: AppEnvironment,
    description: z.string(),
  })
  .meta({ id: 'VersionInfo' });
export type VersionInfo = z.infer<typeof VersionInfo>;

const Environments = z.object({ production: z.string(), staging: z.string(), development: z.string() });

/** Operator-provided contact details and external links; each is shown only when set. */
export const PublicLinks = z.object({
  supportEmail: z.string().optional(),
  supportHours: z.string().optional(),
  location: z.string().optional(),
  youtube: z.string().optional(),
  community: z.string().optional(),
  linkedin: z.string().optional(),
  website: z.string().optional(),
  /** The source code this instance runs (an open-source project should say where). */
  repository: z.string().optional(),
});
export type PublicLinks = z.infer<typeof PublicLinks>;

export const AppConfig = z
  .object({
    environment: AppEnvironment,
    apiBaseUrl: z.string(),
    mobileApiBaseUrl: z.string(),
    apiEnvironments: Environments,
    mobileApiEnvironments: Environments,
    links: PublicLinks,
    /** The operator's analytics script; the web app loads it only after the visitor's consent. */
    analyticsScriptUrl: z.string().optional(),
    /** A real rating the operator configured, for the application's structured data; absent by default. */
    rating: z
      .object({ value: z.number(), count: z.number() })
      .refine(isSiteRating, 'an average from 1 to 5 over a whole number of ratings')
      .optional(),
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof AppConfig>;

export const VersionQuery = z.object({ v: z.string().max(64).optional() });

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Database and job engine status',
    tags: ['system'],
    response: { 200: HealthResponse, 503: HealthResponse },
  }),
  versionFile: defineRoute({
    method: 'GET',
    path: '/version.json',
    summary: 'Build version (no-cache; accepts a cache-busting v parameter)',
    tags: ['system'],
    querystring: VersionQuery,
    response: { 200: VersionInfo },
  }),
  version: defineRoute({
    method: 'GET',
    path: '/api/version',
    summary: 'Build version',
    tags: ['system'],
    querystring: VersionQuery,
    response: { 200: VersionInfo },
  }),
  appConfig: defineRoute({
    method: 'GET',
    path: '/app-config.json',
    summary: 'Runtime configuration for the web and native clients',
    tags: ['system'],
    response: { 200: AppConfig, 500: ErrorBody },
  }),
} as const;
