// The environment is read once, here, into a typed nested object. A bad value stops the process with a
// message that names the variable; nothing else in the server reads process.env.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  AppEnvironment,
  DEFAULT_TRIAL_LIMITS,
  GOOGLE_MODES,
  isSiteRating,
  type SiteRating,
} from '@vidcraft/contracts';

/** The Google sandbox's operator account (no channel), admin by default in sandbox mode. */
const SANDBOX_ADMIN_EMAIL = 'ines.duarte@example.com';

const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

// ── File storage: FILE_STORE picks the data dir (default) or a bucket of any S3-compatible service. ──
const FILE_STORE_ENV = {
  FILE_STORE: z.enum(['datadir', 's3']).default('datadir'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const parsed = new URL(value);
      return (
        parsed.pathname === '/' && !parsed.search && !parsed.hash && !parsed.username && !parsed.password
      );
    }, 'must be the service base URL (scheme, host and port), without a path or credentials')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as us-east-1 (auto for Cloudflare R2)')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/,
      'must be a bucket name (3 to 63 letters, digits, . - _)',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .transform((value) => value.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .regex(
          /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}){0,5})?$/,
          'must be path segments of letters, digits, . - _ such as vidcraft/prod',
        )
        .refine((value) => !value.includes('..'), 'must not contain ..'),
    )
    .optional(),
};

type FileStoreEnv = z.output<z.ZodObject<typeof FILE_STORE_ENV>>;

function fileStoreConfig(e: FileStoreEnv) {
  if (e.FILE_STORE === 'datadir') return { kind: 'datadir' as const };
  const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with FILE_STORE="s3"`).join('\n')}`,
    );
  }
  return {
    kind: 's3' as const,
    /** Unset: AWS S3 itself. */
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    bucket: e.S3_BUCKET!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX || undefined,
  };
}
// ── end of file storage ──

// ── Translation: TRANSLATION_PROVIDER picks the engine for titles, descriptions and caption text. ──
// `llm` uses the AI_* provider; the others are translation services. None: metadata translation says a provider
// is needed (sandbox mode still offers its labelled pseudo-localization; captions can use YouTube's own).
const TRANSLATION_PROVIDERS = ['none', 'llm', 'deepl', 'google', 'libretranslate'] as const;
const TRANSLATION_ENV = {
  TRANSLATION_PROVIDER: z.enum(TRANSLATION_PROVIDERS).default('none'),
  TRANSLATION_API_KEY: z.string().trim().min(1).optional(),
  TRANSLATION_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const parsed = new URL(value);
      return !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    }, 'must be a base URL without query, fragment or credentials')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  TRANSLATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** What the provider charges per million characters (DeepL, Google, a paid LibreTranslate), for estimates. */
  TRANSLATION_PRICE_PER_MCHAR: z.coerce.number().min(0).optional(),
  TRANSLATION_LANGUAGES_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_TRIAL_LIMITS.translationLanguage),
  CAPTION_TRACKS_PER_MONTH: z.coerce.number().int().min(0).default(DEFAULT_TRIAL_LIMITS.captionTrack),
};
type TranslationEnv = z.output<z.ZodObject<typeof TRANSLATION_ENV>>;

function translationConfig(e: TranslationEnv, aiConfigured: boolean) {
  const provider = e.TRANSLATION_PROVIDER;
  if (provider === 'none') return null;
  const problems: string[] = [];
  if (provider === 'llm' && !aiConfigured) {
    problems.push('  TRANSLATION_PROVIDER: "llm" needs an AI provider (AI_PROVIDER, AI_MODEL)');
  }
  if ((provider === 'deepl' || provider === 'google') && !e.TRANSLATION_API_KEY) {
    problems.push(`  TRANSLATION_API_KEY: required with TRANSLATION_PROVIDER="${provider}"`);
  }
  if (provider === 'libretranslate' && !e.TRANSLATION_BASE_URL) {
    problems.push(
      '  TRANSLATION_BASE_URL: required with TRANSLATION_PROVIDER="libretranslate" (e.g. http://127.0.0.1:5001)',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider,
    apiKey: e.TRANSLATION_API_KEY,
    /** Unset: the provider's public endpoint (DeepL picks free or pro from the key). */
    baseUrl: e.TRANSLATION_BASE_URL,
    timeoutMs: e.TRANSLATION_TIMEOUT_MS,
    pricePerMillionChars: e.TRANSLATION_PRICE_PER_MCHAR ?? null,
  };
}
// ── end of translation ──

// ── Transcription: TRANSCRIPTION_PROVIDER picks the engine for uploaded videos' speech (decision 034). ──
// `openai-compatible`: OpenAI, Groq or a faster-whisper server (POST {base}/audio/transcriptions). None: English
// gets a rough offline transcript from pocketsphinx; other languages need a provider or a caption file.
const TRANSCRIPTION_ENV = {
  TRANSCRIPTION_PROVIDER: z.enum(['none', 'openai-compatible']).default('none'),
  /** Unset: OpenAI's API. */
  TRANSCRIPTION_BASE_URL: url.optional(),
  TRANSCRIPTION_API_KEY: z.string().trim().min(1).optional(),
  TRANSCRIPTION_MODEL: z.string().trim().min(1).max(200).default('whisper-1'),
  /** The provider's upload limit (OpenAI and Groq: 25 MB); longer audio is sent in chunks under it. */
  TRANSCRIPTION_MAX_FILE_MB: z.coerce.number().min(1).max(1024).default(25),
  TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(300_000),
};
type TranscriptionEnv = z.output<z.ZodObject<typeof TRANSCRIPTION_ENV>>;

function transcriptionConfig(e: TranscriptionEnv) {
  if (e.TRANSCRIPTION_PROVIDER === 'none') return null;
  // OpenAI itself needs a key; a self-hosted server at its own URL may not.
  if (!e.TRANSCRIPTION_BASE_URL && !e.TRANSCRIPTION_API_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  TRANSCRIPTION_API_KEY: required with TRANSCRIPTION_PROVIDER="openai-compatible" unless TRANSCRIPTION_BASE_URL points at your own server',
    );
  }
  return {
    provider: e.TRANSCRIPTION_PROVIDER,
    baseUrl: e.TRANSCRIPTION_BASE_URL ?? 'https://api.openai.com/v1',
    apiKey: e.TRANSCRIPTION_API_KEY,
    model: e.TRANSCRIPTION_MODEL,
    maxFileBytes: Math.floor(e.TRANSCRIPTION_MAX_FILE_MB * 1024 * 1024),
    timeoutMs: e.TRANSCRIPTION_TIMEOUT_MS,
  };
}
// ── end of transcription ──

// ── Uploaded videos (the upload tool): size limit, where the files wait, how long they are kept. ──
const UPLOAD_ENV = {
  /** The largest video file a creator may upload, in MB. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(262_144).default(4096),
  /** Hours an uploaded file is kept after its upload (the analysis stays until the creator deletes it). */
  UPLOAD_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
};
// ── end of uploaded videos ──

// ── Image models: IMAGE_PROVIDER picks the one that makes thumbnail backgrounds (text is always ours). ──
const IMAGE_PROVIDERS = ['none', 'openai', 'fal', 'replicate', 'comfyui'] as const;
const IMAGE_ENV = {
  IMAGE_PROVIDER: z.enum(IMAGE_PROVIDERS).default('none'),
  IMAGE_API_KEY: z.string().trim().min(1).optional(),
  IMAGE_MODEL: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._:/ -]{0,199}$/,
      'must be a model id such as gpt-image-1, fal-ai/flux/dev, black-forest-labs/flux-schnell or a checkpoint file name',
    )
    .refine((value) => !value.includes('..'), 'must not contain ..')
    .optional(),
  IMAGE_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const parsed = new URL(value);
      return !parsed.search && !parsed.hash && !parsed.username && !parsed.password;
    }, 'must be a base URL without query, fragment or credentials')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
};

/** The model each provider uses when IMAGE_MODEL is unset (for ComfyUI: the checkpoint file to load). */
export const IMAGE_MODEL_DEFAULTS = {
  openai: 'gpt-image-1',
  fal: 'fal-ai/flux/dev',
  replicate: 'black-forest-labs/flux-schnell',
  comfyui: 'sd_xl_base_1.0.safetensors',
} as const;

type ImageEnv = z.output<z.ZodObject<typeof IMAGE_ENV>>;

function imagesConfig(e: ImageEnv) {
  const provider = e.IMAGE_PROVIDER;
  if (provider === 'none') return null;
  const problems: string[] = [];
  if (provider !== 'comfyui' && !e.IMAGE_API_KEY) {
    problems.push(`  IMAGE_API_KEY: required with IMAGE_PROVIDER="${provider}"`);
  }
  if (provider === 'comfyui' && !e.IMAGE_BASE_URL) {
    problems.push(
      '  IMAGE_BASE_URL: required with IMAGE_PROVIDER="comfyui" (the ComfyUI server, e.g. http://127.0.0.1:8188)',
    );
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    provider,
    /** Sent as the provider expects it (Bearer, or `Key …` for fal); optional for ComfyUI behind a proxy. */
    apiKey: e.IMAGE_API_KEY,
    model: e.IMAGE_MODEL ?? IMAGE_MODEL_DEFAULTS[provider],
    /** Unset: the provider's public endpoint (required for ComfyUI). */
    baseUrl: e.IMAGE_BASE_URL,
    timeoutMs: e.IMAGE_TIMEOUT_MS,
  };
}
// ── end of image models ──

const EnvSchema = z.object({
  PORT: port.default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  APP_ENV: AppEnvironment.default('development'),
  TRUST_PROXY: bool.default(false),
  API_URL_PRODUCTION: url.optional(),
  API_URL_STAGING: url.optional(),
  MOBILE_API_URL: url.optional(),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_HOURS: z.string().max(120).optional(),
  SUPPORT_LOCATION: z.string().max(120).optional(),
  LINK_YOUTUBE: url.optional(),
  LINK_COMMUNITY: url.optional(),
  LINK_LINKEDIN: url.optional(),
  LINK_WEBSITE: url.optional(),
  LINK_REPOSITORY: url.optional(),
  // A real rating (average and count) for the application's structured data; none is ever invented.
  SITE_RATING_VALUE: z.coerce.number().optional(),
  SITE_RATING_COUNT: z.coerce.number().optional(),
  // An operator's analytics script, loaded by the web app only after the visitor accepts Analytics & Ads.
  ANALYTICS_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => {
      const parsed = new URL(value);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
      return (parsed.protocol === 'https:' || loopback) && !parsed.username && !parsed.password;
    }, 'must be an https URL without credentials (http only on this machine, for tests)')
    .optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  HOUSEKEEPING_CRON: z.string().min(9).default('17 * * * *'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  WEB_DIST_DIR: z.string().optional(),
  GOOGLE_MODE: z.enum(GOOGLE_MODES).default('sandbox'),
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(
      /^[0-9]+-[0-9a-z]+\.apps\.googleusercontent\.com$/,
      'must be a Google OAuth client id (…apps.googleusercontent.com)',
    )
    .optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(8).optional(),
  GOOGLE_SANDBOX_URL: url.optional(),
  SECRET_KEY: z.string().optional(),
  SECRET_KEY_PREVIOUS: z.string().optional(),
  SECRET_KEY_FILE: z.string().min(1).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  RATE_LIMITS: bool.default(true),
  /** Prometheus metrics at /metrics (decision 046); off by default. */
  METRICS_ENABLED: bool.default(false),
  /** When set, /metrics asks for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  COMPUTE_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  SANDBOX_CONTROL_TOKEN: z.string().min(16).optional(),
  SESSION_IDLE_DAYS: z.coerce.number().min(1).max(90).default(14),
  SESSION_MAX_DAYS: z.coerce.number().min(1).max(365).default(60),
  NATIVE_APP_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, 'must be a URI scheme such as app.vidcraft')
    .default('app.vidcraft'),
  // The native app's verified links (apps/mobile): /.well-known/assetlinks.json needs the app id and the SHA-256
  // fingerprints of its signing certificates, apple-app-site-association the Apple team id. Unset: not served.
  NATIVE_APP_ID: z
    .string()
    .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/, 'must be an app id such as app.vidcraft')
    .default('app.vidcraft'),
  ANDROID_CERT_SHA256: z
    .string()
    .regex(
      /^([0-9A-F]{2}(:[0-9A-F]{2}){31})(,[0-9A-F]{2}(:[0-9A-F]{2}){31})*$/,
      'must be comma-separated SHA-256 fingerprints (AB:CD:…, 32 bytes each)',
    )
    .optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id')
    .optional(),
  ADMIN_EMAILS: z.string().optional(),
  // Payments: none (plans come from the trial or an admin), sandbox (a labelled local checkout, sandbox mode
  // only; the default there) or stripe. Unset: sandbox with the Google sandbox, else none.
  BILLING_PROVIDER: z.enum(['none', 'sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Stripe's API origin (tests point it at a local fake). */
  STRIPE_API_BASE: url.optional(),
  YOUTUBE_QUOTA_DAILY: z.coerce.number().int().min(1).default(10_000),
  YOUTUBE_COST_PROFILE: z.enum(['current', 'legacy']).default('current'),
  YOUTUBE_USER_SHARE: z.coerce.number().min(0.01).max(1).default(0.2),
  AI_PROVIDER: z.enum(['none', 'openai-compatible', 'openai', 'anthropic', 'google']).default('none'),
  AI_BASE_URL: url.optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_MAX_INPUT_TOKENS: z.coerce.number().int().min(500).max(200_000).default(6000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(200).max(32_000).default(1500),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).optional(),
  OPTIMIZATIONS_PER_MONTH: z.coerce.number().int().min(0).default(DEFAULT_TRIAL_LIMITS.optimization),
  THUMBNAIL_GENERATIONS_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_TRIAL_LIMITS.thumbnailGeneration),
  THUMBNAIL_UPLOADS_PER_MONTH: z.coerce.number().int().min(0).default(DEFAULT_TRIAL_LIMITS.thumbnailUpload),
  ...FILE_STORE_ENV,
  ...IMAGE_ENV,
  ...TRANSLATION_ENV,
  ...TRANSCRIPTION_ENV,
  ...UPLOAD_ENV,
});

export type Env = z.input<typeof EnvSchema>;

/** An address only this machine can reach: localhost, a loopback IP, or an unspecified one. */
export function isLocalOrigin(address: string): boolean {
  const host = new URL(address).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

/** Both settings or neither, and a real rating (isSiteRating: an average 1–5 over a whole number ≥ 1). */
function siteRatingOf(value: number | undefined, count: number | undefined): SiteRating | null {
  if (value === undefined && count === undefined) return null;
  const rating = { value: value ?? Number.NaN, count: count ?? Number.NaN };
  if (!isSiteRating(rating)) {
    throw new ConfigError(
      'Invalid configuration:\n  SITE_RATING_VALUE, SITE_RATING_COUNT: set both, to a real rating: an average from 1 to 5 and how many ratings it averages (a whole number, at least 1)',
    );
  }
  return rating;
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name];
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.GOOGLE_MODE === 'live' && (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_MODE: "live" needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (see /oauth-setup)',
    );
  }
  if (e.AI_PROVIDER !== 'none' && !e.AI_MODEL) {
    throw new ConfigError(`Invalid configuration:\n  AI_MODEL: required with AI_PROVIDER="${e.AI_PROVIDER}"`);
  }
  if (e.AI_PROVIDER === 'openai-compatible' && !e.AI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL: required with AI_PROVIDER="openai-compatible"',
    );
  }
  const billingProvider = e.BILLING_PROVIDER ?? (e.GOOGLE_MODE === 'sandbox' ? 'sandbox' : 'none');
  if (billingProvider === 'sandbox' && e.GOOGLE_MODE === 'live') {
    throw new ConfigError(
      'Invalid configuration:\n  BILLING_PROVIDER: "sandbox" gives plans away without payment; use it with GOOGLE_MODE="sandbox" only',
    );
  }
  if (billingProvider === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  BILLING_PROVIDER: "stripe" needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  }
  if (e.ROLE !== 'all' && !e.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: "${e.ROLE}" needs DATABASE_URL (the embedded database serves one process only)`,
    );
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  // Every canonical, hreflang, og:url, sitemap and feed URL takes this origin at start (decision 041): a
  // production server must never tell crawlers its pages live on localhost.
  if ((e.APP_ENV === 'production' || env.NODE_ENV === 'production') && isLocalOrigin(publicUrl)) {
    throw new ConfigError(
      `Invalid configuration:\n  PUBLIC_URL: a production server needs its public address (e.g. https://vidcraft.example.org); it is ${e.PUBLIC_URL ? `"${e.PUBLIC_URL}"` : 'unset'}`,
    );
  }
  const rating = siteRatingOf(e.SITE_RATING_VALUE, e.SITE_RATING_COUNT);
  const dataDir = path.resolve(e.DATA_DIR);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    role: e.ROLE,
    environment: e.APP_ENV,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'embedded' as const, dir: path.join(dataDir, 'db') },
    jobs: {
      runWorkers: e.ROLE !== 'api',
      concurrency: e.JOB_CONCURRENCY,
      housekeepingCron: e.HOUSEKEEPING_CRON,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    clients: {
      apiEnvironments: {
        production: e.API_URL_PRODUCTION ?? publicUrl,
        staging: e.API_URL_STAGING ?? publicUrl,
        development: `http://localhost:${e.PORT}`,
      },
      mobileApiUrl: e.MOBILE_API_URL ?? e.API_URL_PRODUCTION ?? publicUrl,
    },
    links: {
      supportEmail: e.SUPPORT_EMAIL,
      supportHours: e.SUPPORT_HOURS,
      location: e.SUPPORT_LOCATION,
      youtube: e.LINK_YOUTUBE,
      community: e.LINK_COMMUNITY,
      linkedin: e.LINK_LINKEDIN,
      website: e.LINK_WEBSITE,
      repository: e.LINK_REPOSITORY,
    },
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    rating,
    billing: {
      provider: billingProvider,
      stripe:
        billingProvider === 'stripe'
          ? {
              secretKey: e.STRIPE_SECRET_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              apiBase: e.STRIPE_API_BASE,
            }
          : null,
    },
    google: {
      mode: e.GOOGLE_MODE,
      /** Lets non-loopback callers use the mounted sandbox's control plane; unset: one is generated and logged at start. */
      sandboxControlToken: e.SANDBOX_CONTROL_TOKEN,
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      /** An external sandbox (its own process); unset in sandbox mode means the app mounts one at /sandbox. */
      sandboxUrl: e.GOOGLE_SANDBOX_URL,
    },
    youtube: {
      dailyQuota: e.YOUTUBE_QUOTA_DAILY,
      userShare: e.YOUTUBE_USER_SHARE,
      costProfile: e.YOUTUBE_COST_PROFILE,
    },
    /** Shared state for several instances (rate-limit counters); in-process when unset. */
    redisUrl: e.REDIS_URL,
    rateLimits: { enabled: e.RATE_LIMITS },
    metrics: { enabled: e.METRICS_ENABLED, token: e.METRICS_TOKEN },
    /** Worker threads for CPU-bound work (audits, the Basic engine); 0 runs it inline (tests). */
    computeThreads: e.COMPUTE_THREADS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    auth: {
      secretKey: e.SECRET_KEY,
      /** A key file outside DATA_DIR (production keeps the key apart from the database it protects). */
      secretKeyFile: e.SECRET_KEY_FILE ? path.resolve(e.SECRET_KEY_FILE) : undefined,
      previousSecretKeys: (e.SECRET_KEY_PREVIOUS ?? '').split(',').filter(Boolean),
      sessionIdleDays: e.SESSION_IDLE_DAYS,
      sessionMaxDays: e.SESSION_MAX_DAYS,
      nativeAppScheme: e.NATIVE_APP_SCHEME,
      /** The verified App Links / Universal Links of the native app (apps/mobile). */
      nativeApp: {
        appId: e.NATIVE_APP_ID,
        androidCertSha256: (e.ANDROID_CERT_SHA256 ?? '').split(',').filter(Boolean),
        appleTeamId: e.APPLE_TEAM_ID,
      },
      // With the Google sandbox and no list, its operator account (Inés) is the admin, so a newcomer can try the
      // admin area; a real deployment names its own admins.
      adminEmails: (e.ADMIN_EMAILS ?? (e.GOOGLE_MODE === 'sandbox' ? SANDBOX_ADMIN_EMAIL : ''))
        .split(',')
        .map((value) => value.trim().toLowerCase())
        .filter(Boolean),
      secureCookies: publicUrl.startsWith('https://'),
    },
    ai:
      e.AI_PROVIDER === 'none'
        ? null
        : {
            provider: e.AI_PROVIDER,
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL!,
            maxInputTokens: e.AI_MAX_INPUT_TOKENS,
            maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
            timeoutMs: e.AI_TIMEOUT_MS,
            pricePerMillion:
              e.AI_PRICE_INPUT_PER_MTOK !== undefined && e.AI_PRICE_OUTPUT_PER_MTOK !== undefined
                ? { input: e.AI_PRICE_INPUT_PER_MTOK, output: e.AI_PRICE_OUTPUT_PER_MTOK }
                : null,
          },
    usage: {
      optimizationsPerMonth: e.OPTIMIZATIONS_PER_MONTH,
      thumbnailGenerationsPerMonth: e.THUMBNAIL_GENERATIONS_PER_MONTH,
      thumbnailUploadsPerMonth: e.THUMBNAIL_UPLOADS_PER_MONTH,
      translationLanguagesPerMonth: e.TRANSLATION_LANGUAGES_PER_MONTH,
      captionTracksPerMonth: e.CAPTION_TRACKS_PER_MONTH,
    },
    /** Where files live: `datadir` (DATA_DIR/files) or an S3-compatible bucket. */
    fileStore: fileStoreConfig(e),
    /** The image model for thumbnail backgrounds; null when IMAGE_PROVIDER is none. */
    images: imagesConfig(e),
    /** The translation service for metadata and caption text; null when TRANSLATION_PROVIDER is none. */
    translation: translationConfig(e, e.AI_PROVIDER !== 'none'),
    /** The speech-to-text provider for uploads; null when TRANSCRIPTION_PROVIDER is none (offline English). */
    transcription: transcriptionConfig(e),
    uploads: {
      maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
      retentionHours: e.UPLOAD_RETENTION_HOURS,
      /** Files being uploaded and kept for analysis and publishing (the tus store). */
      dir: path.join(dataDir, 'uploads'),
    },
    web: { distDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist') },
    repoRoot,
  };
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}
