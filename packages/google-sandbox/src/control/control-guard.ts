// Who may drive the control plane: it can list every grant (users' emails), rewrite videos and reset state, so
// it answers only callers on this machine or callers presenting the control token, never a browser page from
// another site, and writes must be JSON (a cross-site form can only send form, multipart or text/plain bodies).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ControlAccess {
  /** Callers presenting `authorization: Bearer <token>` are let in from anywhere; unset means loopback only. */
  token?: string;
  /** Origins whose pages may call the control plane (the sandbox's own public origin). */
  origins: () => string[];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Headers a reverse proxy adds: a request that went through one is not a local caller, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** The socket's peer address (never X-Forwarded-For, which any caller can write). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function presentsToken(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

function isLocalCaller(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && !PROXY_HEADERS.some((name) => name in req.headers);
}

function isCrossSite(req: FastifyRequest, origins: string[]): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = req.headers.origin;
  return origin !== undefined && !origins.includes(origin);
}

function isJson(req: FastifyRequest): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

function hasBody(req: FastifyRequest): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

function refuse(reply: FastifyReply, code: number, status: string, message: string) {
  return reply
    .code(code)
    .header('content-type', 'application/json; charset=UTF-8')
    .header('cache-control', 'no-store')
    .send({ error: { code, message, status } });
}

/** Adds the checks to every route of `app` (register the control routes in the same encapsulated context). */
export function registerControlGuard(app: FastifyInstance, access: ControlAccess): void {
  app.addHook('onRequest', async (req, reply) => {
    if (isCrossSite(req, access.origins())) {
      return refuse(reply, 403, 'PERMISSION_DENIED', 'The control plane does not answer other sites.');
    }
    if (!isLocalCaller(req) && !presentsToken(req, access.token)) {
      if (access.token) reply.header('www-authenticate', 'Bearer realm="sandbox-control"');
      return refuse(
        reply,
        access.token ? 401 : 403,
        access.token ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED',
        access.token
          ? 'The control plane answers callers on this machine, or with `authorization: Bearer <control token>`.'
          : 'The control plane answers callers on this machine only.',
      );
    }
    if (
      !READS.has(req.method) &&
      (hasBody(req) || req.headers['content-type'] !== undefined) &&
      !isJson(req)
    ) {
      return refuse(reply, 415, 'INVALID_ARGUMENT', 'Control plane writes take an application/json body.');
    }
  });
}
