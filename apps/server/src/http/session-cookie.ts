// The session cookie: httpOnly, SameSite=Lax, and Secure with the __Host- prefix when served over https.
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookiePolicy {
  secure: boolean;
}

export const sessionCookieName = (policy: CookiePolicy) =>
  policy.secure ? '__Host-vc_session' : 'vc_session';
export const oauthStateCookieName = (policy: CookiePolicy) =>
  policy.secure ? '__Host-vc_oauth' : 'vc_oauth';

function options(policy: CookiePolicy, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: policy.secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(sessionCookieName(policy), token, options(policy, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(sessionCookieName(policy), options(policy));
}

export function readSessionCookie(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[sessionCookieName(policy)];
}

/** Binds an OAuth flow to this browser: the callback must present the same state as this cookie. */
export function setOAuthStateCookie(reply: FastifyReply, policy: CookiePolicy, state: string) {
  reply.setCookie(oauthStateCookieName(policy), state, options(policy, 600));
}

export function readOAuthStateCookie(request: FastifyRequest, policy: CookiePolicy): string | undefined {
  return request.cookies[oauthStateCookieName(policy)];
}

export function clearOAuthStateCookie(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(oauthStateCookieName(policy), options(policy));
}
