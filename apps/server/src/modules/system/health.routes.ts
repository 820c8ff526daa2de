// Health for people, the status page and load balancers. Never cached, no secrets, no YouTube quota touched;
// /api/health and /api/health/ready are rate-limited per address in each process (RATE_POLICIES.health).
//
// GET /api/health/live — 200 while the process runs and its event loop answers (restart it when this fails):
//   { "status": "live", "uptimeSeconds": 42 }
//
// GET /api/health/ready — 200 when this process should get traffic, 503 otherwise:
//   {
//     "status": "ready" | "not_ready",
//     "role": "all" | "api" | "worker",
//     "failed": [],                        // which checks fail: "database" | "jobs" | "mediaTools" | "shutdown"
//     "checks": {
//       "database":   { "status": "up" | "down", "detail"?: "…" },
//       "jobs":       { "status": "up" | "down", "detail"?: "…" },     // the job engine (pg-boss) is started
//       "redis":      { "status": "up" | "degraded" | "off", "detail"?: "…" },
//       "mediaTools": { "status": "up" | "down", "required": true | false, "detail"?: "…" }
//     }
//   }
//   - redis "off": no REDIS_URL. "degraded" ("Redis does not answer: using in-process limits"): the process
//     serves on and counts rate limits itself, so it stays ready; it returns to "up" when Redis answers again.
//   - mediaTools (ffmpeg, ffprobe) is required where jobs run (ROLE=all|worker): upload analyses need it.
//   - "shutdown": SIGTERM arrived; the process finishes what it has and takes nothing new.
//
// GET /api/health — the summary (HealthResponse in packages/contracts): 200 { status: "ok", … } while the database
//   and the job engine are up, 503 { status: "degraded", … } otherwise; `redis` appears only with REDIS_URL.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute, systemRoutes, type HealthResponse } from '@vidcraft/contracts';
import { contractRoute } from '../../http/contract-route.ts';
import type { HealthService } from './health.service.ts';

const Check = z.object({ status: z.enum(['up', 'down']), detail: z.string().optional() });

export const LivenessResponse = z.object({ status: z.literal('live'), uptimeSeconds: z.number() });

export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  role: z.enum(['all', 'api', 'worker']),
  failed: z.array(z.enum(['database', 'jobs', 'mediaTools', 'shutdown'])),
  checks: z.object({
    database: Check,
    jobs: Check,
    redis: z.object({ status: z.enum(['up', 'degraded', 'off']), detail: z.string().optional() }),
    mediaTools: Check.extend({ required: z.boolean() }),
  }),
});

export const healthRoutes = {
  live: defineRoute({
    method: 'GET',
    path: '/api/health/live',
    summary: 'Liveness: the process runs (for load balancers and supervisors)',
    tags: ['system'],
    response: { 200: LivenessResponse },
  }),
  ready: defineRoute({
    method: 'GET',
    path: '/api/health/ready',
    summary: 'Readiness: database, job engine, Redis and media tools (for load balancers)',
    tags: ['system'],
    response: { 200: ReadinessResponse, 503: ReadinessResponse },
  }),
};

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  contractRoute(app, systemRoutes.health, async ({ reply }) => {
    const summary: HealthResponse = await health.check();
    return reply
      .status(summary.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(summary);
  });

  contractRoute(app, healthRoutes.live, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' as const, uptimeSeconds: health.uptimeSeconds };
  });

  contractRoute(app, healthRoutes.ready, async ({ reply }) => {
    const readiness = await health.ready();
    return reply
      .status(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });
}
