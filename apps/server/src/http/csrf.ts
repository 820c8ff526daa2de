// CSRF defence for cookie-authenticated writes: a state-changing /api request that carries the session cookie
// must come from our own origin (Origin, or Sec-Fetch-Site when Origin is absent) AND carry the header the web
// app sends, which a cross-site form cannot set and a cross-origin script cannot send without a CORS
// preflight we never grant. Requests without the cookie (bearer tokens, the native code redemption) carry no
// ambient credential to abuse.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { readSessionCookie, type CookiePolicy } from './session-cookie.ts';

export const CSRF_HEADER = 'x-vidcraft-csrf';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The payment provider's webhook: its credential is the provider's signature, never the session cookie. */
export const BILLING_WEBHOOK_PATH = '/api/billing/webhook';

export function registerCsrfGuard(
  app: FastifyInstance,
  options: { publicUrl: string; cookies: CookiePolicy },
): void {
  const expectedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.method === 'POST' && request.url === BILLING_WEBHOOK_PATH) return;
    if (!readSessionCookie(request, options.cookies)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const sameOrigin = origin
      ? origin === expectedOrigin
      : site === undefined || site === 'same-origin' || site === 'none';
    if (!sameOrigin || request.headers[CSRF_HEADER] !== '1') {
      throw new AppError(
        'FORBIDDEN',
        'This request was refused because it did not come from the Vidcraft app.',
        {
          details: { reason: 'csrf' },
        },
      );
    }
  });
}
