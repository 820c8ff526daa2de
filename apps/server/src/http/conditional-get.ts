// Conditional GET for the API's reads: a successful JSON answer to a GET carries an ETag and
// `cache-control: private, no-cache`, so the browser keeps the body, asks again on every use, and an unchanged
// answer comes back as a bodiless 304 (a revisit moves no bodies). Answers that chose their own caching (files,
// images, the public status), streams (event streams, downloads), errors and writes are left as they are.
import type { FastifyInstance } from 'fastify';
import { etag } from 'etag';
import fresh from 'fresh';

export const API_READ_CACHE_CONTROL = 'private, no-cache';

export function registerConditionalGet(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/'))
      return payload;
    if (reply.hasHeader('cache-control') || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const tag = etag(payload, { weak: true });
    reply.header('etag', tag).header('cache-control', API_READ_CACHE_CONTROL);
    if (!fresh(request.headers, { etag: tag })) return payload;
    reply.code(304);
    return '';
  });
}
