import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';

export const JOB_STATUSES = ['queued', 'running', 'paused', 'succeeded', 'failed', 'cancelled'] as const;
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;
export const TERMINAL_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

export const JobStepStatus = z.enum(['pending', 'current', 'completed']);

export const JobStep = z.object({
  id: z.string(),
  status: JobStepStatus,
  description: z.string().optional(),
});
export type JobStep = z.infer<typeof JobStep>;

/** What a job's owner sees of a run: enough for the processing overlay (steps, progress, outcome). */
export const JobRunView = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: JobStatus,
    steps: z.array(JobStep),
    currentStep: z.string().nullable(),
    progress: z.number().min(0).max(100),
    message: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    resumeAt: z.string().nullable(),
    result: z.unknown().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'JobRunView' });
export type JobRunView = z.infer<typeof JobRunView>;

export const JobIdParams = z.object({ id: z.uuid() });

export const jobRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id',
    summary: "A job run's status, steps and progress (owner only)",
    tags: ['jobs'],
    params: JobIdParams,
    response: { 200: JobRunView, 401: ErrorBody, 404: ErrorBody },
  }),
  events: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id/events',
    summary:
      'Server-sent events: a `progress` event with a JobRunView on every change, until the run ends (owner only)',
    tags: ['jobs'],
    params: JobIdParams,
    response: { 200: z.string(), 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
