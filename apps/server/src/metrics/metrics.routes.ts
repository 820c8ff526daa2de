// GET /metrics in the Prometheus text format, only with METRICS_ENABLED=true; with METRICS_TOKEN it asks for
// `Authorization: Bearer <token>`. Requests are timed by route pattern (/api/videos/:id, never the raw URL, so
// ids do not multiply the series); requests no route matched count under the route "unmatched".
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { httpRequestDuration, refreshDeploymentGauges, registry, type DeploymentFigures } from './metrics.ts';

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

function sameToken(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerMetricsRoute(
  app: FastifyInstance,
  deps: { token: string | undefined; figures: DeploymentFigures; queues: string[] },
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (deps.token) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, deps.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('AUTH_REQUIRED', 'The metrics need the bearer token set in METRICS_TOKEN.');
      }
    }
    try {
      await refreshDeploymentGauges(deps.figures, deps.queues);
    } catch (error) {
      // The process figures are still worth a scrape when the database does not answer.
      request.log.warn({ err: error }, 'metrics: deployment figures unavailable');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
