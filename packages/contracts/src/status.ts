// The public status page's figures (GET /api/status, open to everyone, computed at most every few seconds) and
// the incident notes admins post on it. The status answer names engines by kind and provider only: never a
// key, a model endpoint or anything else from the deployment's secrets.
import { z } from './zod.ts';
import { ErrorBody } from './errors.ts';
import { defineRoute } from './route.ts';

/** ok: working; degraded: working with a problem worth knowing; down: not working. */
export const STATUS_LEVELS = ['ok', 'degraded', 'down'] as const;
export const StatusLevel = z.enum(STATUS_LEVELS);
export type StatusLevel = z.infer<typeof StatusLevel>;

export const INCIDENT_SEVERITIES = ['minor', 'major', 'critical'] as const;
export const IncidentSeverity = z.enum(INCIDENT_SEVERITIES);
export type IncidentSeverity = z.infer<typeof IncidentSeverity>;

export const INCIDENT_STATUSES = ['open', 'monitoring', 'resolved'] as const;
export const IncidentStatus = z.enum(INCIDENT_STATUSES);
export type IncidentStatus = z.infer<typeof IncidentStatus>;

export const Incident = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    severity: IncidentSeverity,
    status: IncidentStatus,
    startedAt: z.string(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Incident' });
export type Incident = z.infer<typeof Incident>;

export const STATUS_ENGINE_KINDS = ['text', 'image', 'translation', 'transcription'] as const;
export const StatusEngineKind = z.enum(STATUS_ENGINE_KINDS);
export type StatusEngineKind = z.infer<typeof StatusEngineKind>;

export const StatusQueue = z.object({
  /** The job kind (one queue per kind). */
  kind: z.string(),
  /** Runs waiting to start now (queued, due). */
  waiting: z.number().int(),
  /** How long the oldest waiting run has waited, in seconds; 0 when none waits. */
  lagSeconds: z.number().int(),
  /** Runs that ended failed in the last hour. */
  failedLastHour: z.number().int(),
  level: StatusLevel,
});
export type StatusQueue = z.infer<typeof StatusQueue>;

export const StatusResponse = z
  .object({
    /** The worst level of the components below. */
    level: StatusLevel,
    /** When these figures were computed (they are shared by everyone for a few seconds). */
    checkedAt: z.string(),
    api: z.object({ level: StatusLevel, version: z.string() }),
    database: z.object({ level: StatusLevel, roundTripMs: z.number().int().nullable() }),
    jobs: z.object({ level: StatusLevel, workersRunning: z.boolean(), queues: z.array(StatusQueue) }),
    youtubeQuota: z.object({
      level: StatusLevel,
      /** YouTube's quota day (Pacific time) and when it resets. */
      day: z.string(),
      resetsAt: z.string(),
      used: z.number().int(),
      dailyLimit: z.number().int(),
      /** Google answered quotaExceeded today: the day is spent whatever was counted. */
      exhausted: z.boolean(),
    }),
    /** Every engine kind, with the provider configured for it (null: none, the feature says so). */
    engines: z.array(z.object({ kind: StatusEngineKind, provider: z.string().nullable() })),
    /** Open and monitored incidents, and those resolved in the last 14 days; newest first. */
    incidents: z.array(Incident),
  })
  .meta({ id: 'StatusResponse' });
export type StatusResponse = z.infer<typeof StatusResponse>;

const IncidentTitle = z.string().trim().min(3).max(120);
const IncidentBody = z.string().trim().min(1).max(4000);

export const CreateIncidentBody = z.object({
  title: IncidentTitle,
  body: IncidentBody,
  severity: IncidentSeverity,
  /** One key per submitted form: a retried request creates the incident once. */
  idempotencyKey: z.uuid(),
});
export type CreateIncidentBody = z.infer<typeof CreateIncidentBody>;

export const UpdateIncidentBody = z
  .object({
    status: IncidentStatus.optional(),
    body: IncidentBody.optional(),
    severity: IncidentSeverity.optional(),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateIncidentBody = z.infer<typeof UpdateIncidentBody>;

const IncidentParams = z.object({ id: z.uuid() });

export const statusRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/status',
    summary: 'The public status: API, database, job queues, YouTube quota today, AI engines and incidents',
    tags: ['system'],
    response: { 200: StatusResponse, 429: ErrorBody },
  }),
  incidents: defineRoute({
    method: 'GET',
    path: '/api/admin/incidents',
    summary: 'Every incident note, newest first (admins only)',
    tags: ['admin'],
    response: { 200: z.object({ data: z.array(Incident) }), 401: ErrorBody, 404: ErrorBody },
  }),
  createIncident: defineRoute({
    method: 'POST',
    path: '/api/admin/incidents',
    summary: 'Posts an incident note on the status page (audited; one key creates once)',
    tags: ['admin'],
    body: CreateIncidentBody,
    response: { 201: Incident, 200: Incident, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  updateIncident: defineRoute({
    method: 'PATCH',
    path: '/api/admin/incidents/:id',
    summary: "Changes an incident's status, text or severity; resolving sets its end time (audited)",
    tags: ['admin'],
    params: IncidentParams,
    body: UpdateIncidentBody,
    response: { 200: Incident, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  deleteIncident: defineRoute({
    method: 'DELETE',
    path: '/api/admin/incidents/:id',
    summary: 'Deletes an incident note (audited)',
    tags: ['admin'],
    params: IncidentParams,
    response: { 200: z.object({ deleted: z.literal(true) }), 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
