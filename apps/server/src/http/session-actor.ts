// Resolves the signed-in actor from a bearer token (native app) or the session cookie (browser).
import type { SessionService } from '../modules/auth/session.service.ts';
import type { ActorResolver } from './actor.ts';
import { readSessionCookie, type CookiePolicy } from './session-cookie.ts';

export function sessionActorResolver(sessions: SessionService, cookies: CookiePolicy): ActorResolver {
  return async (request) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const found = await sessions.resolve(header.slice(7).trim(), 'bearer');
      return found
        ? { userId: found.userId, isAdmin: found.isAdmin, sessionId: found.sessionId, via: 'bearer' }
        : null;
    }
    const token = readSessionCookie(request, cookies);
    if (!token) return null;
    const found = await sessions.resolve(token, 'cookie');
    return found
      ? { userId: found.userId, isAdmin: found.isAdmin, sessionId: found.sessionId, via: 'cookie' }
      : null;
  };
}
