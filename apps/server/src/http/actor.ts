// The signed-in actor of a request. The user always comes from the session (or a bearer token), never from a
// path, query or body (DESIGN §4.3). How an actor is resolved is given to buildApp by the composition root.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from './app-error.ts';

export interface Actor {
  userId: string;
  isAdmin: boolean;
  sessionId: string | null;
  /** How the request authenticated: a browser cookie (CSRF-checked) or a bearer token (native app). */
  via: 'cookie' | 'bearer' | 'test';
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor | null>;

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export function registerActor(app: FastifyInstance, resolve: ActorResolver): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.actor = await resolve(request);
    // Before any validation: to everyone but an admin, an admin route does not exist (not even a 400 says so).
    if (request.url.startsWith(ADMIN_PREFIX)) requireAdmin(request);
  });
}

/** Every admin route lives under this prefix. */
export const ADMIN_PREFIX = '/api/admin/';

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.actor;
}

/**
 * The user a per-user read (`/api/quota-status/{id}` and the like) answers for: the signed-in user, or — for an
 * admin — anyone. Every other id is "not found", so ids cannot be probed.
 */
export function readableUserId(actor: Actor, userId: string): string {
  if (userId === actor.userId) return userId;
  if (!actor.isAdmin || !USER_ID.test(userId)) throw notFound('The user');
  return userId;
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin routes answer 404 to everyone else, as if they did not exist. */
export function requireAdmin(request: FastifyRequest): Actor {
  const actor = request.actor;
  if (!actor?.isAdmin) throw notFound('The page');
  return actor;
}
