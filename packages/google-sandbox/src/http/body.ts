// Inside the sandbox's encapsulated Fastify context every body arrives as raw bytes (form posts, JSON, images,
// multipart/related, caption files); routes decode what they expect. The host's own parsers are untouched.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Large enough for caption files; thumbnail routes check their own, smaller limit. */
export const BODY_LIMIT = 110 * 1024 * 1024;

export function registerRawBodyParser(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    done(null, body);
  });
}

export function rawBody(req: FastifyRequest): Buffer | undefined {
  return Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
}

export function contentType(req: FastifyRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** application/x-www-form-urlencoded → plain object (first value of each key). */
export function formBody(req: FastifyRequest): Record<string, string> {
  const body = rawBody(req);
  if (!body || contentType(req) !== 'application/x-www-form-urlencoded') return {};
  const params = new URLSearchParams(body.toString('utf8'));
  const result: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in result)) result[key] = value;
  return result;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false };

export function jsonBody(req: FastifyRequest): JsonResult {
  const body = rawBody(req);
  if (!body) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}
