// Sign-in, sign-out and session status. The OAuth callback is a browser navigation: it answers with
// redirects (to the page the user wanted, to /login with an error code, or to the native app's deep link).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authRoutes, type GoogleMode } from '@vidcraft/contracts';
import { requireActor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import {
  clearOAuthStateCookie,
  clearSessionCookie,
  readOAuthStateCookie,
  setOAuthStateCookie,
  setSessionCookie,
  type CookiePolicy,
} from '../../http/session-cookie.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRouteDeps {
  auth: AuthService;
  cookies: CookiePolicy;
  sessionMaxAgeSeconds: number;
  clientId: string;
  googleMode: GoogleMode;
}

/** A redirect that keeps the authorization code out of Referer headers and history (RFC 9700 §4.2). */
function redirectClean(reply: FastifyReply, location: string) {
  return reply
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .redirect(location, 302);
}

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  contractRoute(app, authRoutes.status, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return deps.auth.status(request.actor?.userId ?? null);
  });

  contractRoute(app, authRoutes.me, async ({ request }) => {
    const actor = requireActor(request);
    return deps.auth.me(actor.userId);
  });

  contractRoute(app, authRoutes.googleClientId, async () => ({
    success: true as const,
    data: { clientId: deps.clientId, mode: deps.googleMode },
  }));

  contractRoute(app, authRoutes.googleStart, async ({ query, request, reply }) => {
    const native = query.native !== undefined || query.state === 'native';
    // The contract admits `state` only as "native" or a return path (the same validator as `returnTo`).
    const returnTo = query.returnTo ?? (query.state === 'native' ? null : (query.state ?? null));
    const { url, state } = await deps.auth.startSignIn({
      returnTo,
      native,
      nativeChallenge: query.code_challenge ?? null,
      clientIp: request.ip,
    });
    setOAuthStateCookie(reply, deps.cookies, state);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  contractRoute(app, authRoutes.googleCallback, async ({ query, request, reply }) => {
    const cookieState = readOAuthStateCookie(request, deps.cookies);
    clearOAuthStateCookie(reply, deps.cookies);
    try {
      const outcome = await deps.auth.completeSignIn(
        query,
        cookieState,
        request.headers['user-agent'] ?? null,
      );
      if (outcome.kind === 'native') return redirectClean(reply, outcome.redirect);
      // Rotation: whatever session this browser had ends; the new one starts now.
      if (request.actor?.sessionId) await deps.auth.signOut(request.actor.sessionId);
      setSessionCookie(reply, deps.cookies, outcome.sessionToken, deps.sessionMaxAgeSeconds);
      return redirectClean(reply, outcome.returnTo);
    } catch (error) {
      const reason =
        error instanceof AppError
          ? ((error.details as { reason?: string } | undefined)?.reason ?? error.code.toLowerCase())
          : 'sign_in_failed';
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'sign-in callback failed');
      return redirectClean(reply, `/login?error=${encodeURIComponent(reason)}`);
    }
  });

  contractRoute(app, authRoutes.nativeRedeem, async ({ body, request }) => {
    return deps.auth.redeemNativeCode(body.code, body.codeVerifier, request.headers['user-agent'] ?? null);
  });

  contractRoute(app, authRoutes.logout, async ({ request, reply }) => {
    if (request.actor?.sessionId) await deps.auth.signOut(request.actor.sessionId);
    clearSessionCookie(reply, deps.cookies);
    reply.header('clear-site-data', '"cookies"');
    return { success: true as const };
  });
}
