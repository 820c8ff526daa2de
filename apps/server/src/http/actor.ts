// The signed-in actor of a request. The user always comes from the session (or a bearer token), never from a
// path, query or body (DESIGN §4.3). How an actor is resolved is given to buildApp by the composition root.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

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
  });
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.actor;
}
