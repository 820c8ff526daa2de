// The admin area's operations: the job queues (counts by kind and state, failures with their errors, retry and
// cancel), the project's YouTube quota by day and who spent it, AI spend by engine and day, and the runtime
// settings. Admins only: every route here answers 404 to everyone else. Every write is in the audit log.
import { z } from './zod.ts';
import { ErrorBody } from './errors.ts';
import { JobStatus } from './jobs.ts';
import { defineRoute } from './route.ts';

/** A job run as an operator sees it: whose it is, how often it ran, and how it failed. */
export const AdminJobRun = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: JobStatus,
    owner: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
    attempts: z.number().int(),
    progress: z.number(),
    message: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    resumeAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminJobRun' });
export type AdminJobRun = z.infer<typeof AdminJobRun>;

export const AdminJobsQuery = z.object({
  kind: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional(),
  status: JobStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminJobsQuery = z.input<typeof AdminJobsQuery>;

export const AdminJobsResponse = z.object({
  /** Every kind the job engine knows, for the filter. */
  kinds: z.array(z.string()),
  /** Runs kept in the status table, by kind and state (finished runs are purged after their retention). */
  counts: z.array(z.object({ kind: z.string(), status: JobStatus, count: z.number().int() })),
  /** The most recent failed runs, newest first, whatever the filters. */
  failures: z.array(AdminJobRun),
  /** The runs matching the filters, newest first. */
  runs: z.array(AdminJobRun),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AdminJobsResponse = z.infer<typeof AdminJobsResponse>;

/** One key per click: a repeated request (a retry of the request, a double click) retries the run once. */
export const RetryJobBody = z.object({ idempotencyKey: z.uuid() });

export const QuotaDays = z.object({
  days: z.coerce.number().int().min(1).max(90).default(14),
});

export const AdminQuotaResponse = z.object({
  /** Today's quota day (YouTube's days run on Pacific time) and when it resets. */
  today: z.string(),
  resetsAt: z.string(),
  dailyBudget: z.number().int(),
  /** The largest share of the daily budget one user may spend (0–1), and what that is in units. */
  userShare: z.number(),
  perUserLimit: z.number().int(),
  /** Google answered quotaExceeded today: the day is spent whatever we counted. */
  exhaustedToday: z.boolean(),
  /** Every quota day of the range, oldest first, days without calls included. */
  days: z.array(
    z.object({
      day: z.string(),
      units: z.number().int(),
      calls: z.number().int(),
      errors: z.number().int(),
    }),
  ),
  /** Today's largest spenders, most units first (a user id of null: calls made for no user). */
  topSpenders: z.array(
    z.object({
      userId: z.string().nullable(),
      email: z.string().nullable(),
      units: z.number().int(),
      calls: z.number().int(),
    }),
  ),
});
export type AdminQuotaResponse = z.infer<typeof AdminQuotaResponse>;

export const AI_SPEND_AREAS = ['optimization', 'translation', 'thumbnails'] as const;
export const AiSpendArea = z.enum(AI_SPEND_AREAS);
export type AiSpendArea = z.infer<typeof AiSpendArea>;

const AiSpendFigures = z.object({
  area: AiSpendArea,
  /** The engine as recorded with each result: provider and model (or the translation engine's label). */
  engine: z.string(),
  calls: z.number().int(),
  /** Null: the provider reported no token counts (image models, machine translation). */
  inputTokens: z.number().int().nullable(),
  outputTokens: z.number().int().nullable(),
  /** Characters sent to a translation engine (what machine translation bills); null elsewhere. */
  characters: z.number().int().nullable(),
  /** US dollars where a price is known (configured per-token or per-character price); null when none is. */
  costUsd: z.number().nullable(),
  /** Calls with no known price: their cost is not in `costUsd`. */
  unpricedCalls: z.number().int(),
});

export const AdminAiSpendResponse = z.object({
  /** The first and last UTC day of the range. */
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  /** One row per UTC day and engine that had calls. */
  rows: z.array(AiSpendFigures.extend({ day: z.string() })),
  /** The range's totals per engine, most calls first. */
  totals: z.array(AiSpendFigures),
});
export type AdminAiSpendResponse = z.infer<typeof AdminAiSpendResponse>;
export type AiSpendFigures = z.infer<typeof AiSpendFigures>;

export const SettingValue = z.union([z.number(), z.boolean(), z.string().max(1000)]);

export const AdminSetting = z
  .object({
    key: z.string(),
    value: SettingValue,
    defaultValue: SettingValue,
    /** Whether an admin set it (otherwise the deployment's configured default applies). */
    overridden: z.boolean(),
    updatedAt: z.string().nullable(),
    /** What the value must be, as JSON Schema (type, minimum, maximum). */
    schema: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AdminSetting' });
export type AdminSetting = z.infer<typeof AdminSetting>;

const SettingKeyParams = z.object({ key: z.string().min(1).max(100) });
const JobRunParams = z.object({ id: z.uuid() });

export const adminOpsRoutes = {
  jobs: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs',
    summary: 'Job runs by kind and state, recent failures with their errors, and a filtered page of runs',
    tags: ['admin'],
    querystring: AdminJobsQuery,
    response: { 200: AdminJobsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  retryJob: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    summary:
      'Queues a failed or cancelled run again, from its last checkpoint (audited; one key retries once)',
    tags: ['admin'],
    params: JobRunParams,
    body: RetryJobBody,
    response: { 200: AdminJobRun, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  cancelJob: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:id/cancel',
    summary: 'Cancels a queued or paused run (audited); cancelling a cancelled run changes nothing',
    tags: ['admin'],
    params: JobRunParams,
    response: { 200: AdminJobRun, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  youtubeQuota: defineRoute({
    method: 'GET',
    path: '/api/admin/youtube-quota',
    summary: "The project's YouTube units by quota day against the budget, and today's largest spenders",
    tags: ['admin'],
    querystring: QuotaDays,
    response: { 200: AdminQuotaResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  aiSpend: defineRoute({
    method: 'GET',
    path: '/api/admin/ai-spend',
    summary: 'AI calls, tokens and cost (where a price is known) by engine and UTC day',
    tags: ['admin'],
    querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(30) }),
    response: { 200: AdminAiSpendResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    summary: 'The runtime settings: value, default and what a value must be',
    tags: ['admin'],
    response: { 200: z.object({ data: z.array(AdminSetting) }), 401: ErrorBody, 404: ErrorBody },
  }),
  updateSetting: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings/:key',
    summary: "Changes a runtime setting, checked by the setting's own rule (audited with before and after)",
    tags: ['admin'],
    params: SettingKeyParams,
    body: z.object({ value: SettingValue }),
    response: { 200: AdminSetting, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
