// Channel connections of the signed-in user: list, connect / re-authorize (OAuth), activate, refresh, remove,
// statistics and status. Every id in a path is looked up for the signed-in user only (else 404).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { connectionRoutes, type YoutubeStatus } from '@vidcraft/contracts';
import { requireActor, type Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import {
  clearOAuthStateCookie,
  readOAuthStateCookie,
  setOAuthStateCookie,
  type CookiePolicy,
} from '../../http/session-cookie.ts';
import {
  activeConnectionId,
  presentConnection,
  presentConnections,
  presentStats,
} from './connection.presenter.ts';
import type { ConnectionsService } from './connections.service.ts';

export interface ConnectionRouteDeps {
  connections: ConnectionsService;
  /** Today's YouTube quota as the user sees it (the quota ledger's summary). */
  quotaSummary: (userId: string) => Promise<z.infer<typeof YoutubeStatus>['quota']>;
  cookies: CookiePolicy;
  /** When the channel was last synced (arrives with the sync module); null until then. */
  lastSyncAt?: (connectionId: string) => Promise<Date | null>;
}

/**
 * A native flow (completed with the app's verifier instead of a cookie) only for the native app, which signs its
 * requests with a bearer token; a browser's flow stays bound to its cookie.
 */
function nativeOrCookieBound<T extends { nativeChallenge?: string | undefined }>(actor: Actor, input: T): T {
  if (input.nativeChallenge && actor.via !== 'bearer') {
    throw new AppError('VALIDATION', 'Only the native app can start a channel grant with a challenge.', {
      details: [{ path: 'body.nativeChallenge', message: 'is only accepted with a bearer token' }],
    });
  }
  return input;
}

export function registerConnectionRoutes(app: FastifyInstance, deps: ConnectionRouteDeps): void {
  const { connections } = deps;
  const lastSyncAt = deps.lastSyncAt ?? (async () => null);

  contractRoute(app, connectionRoutes.list, async ({ request }) => {
    const actor = requireActor(request);
    return { connections: presentConnections(await connections.listSummaries(actor.userId)) };
  });

  contractRoute(app, connectionRoutes.userChannels, async ({ request }) => {
    const actor = requireActor(request);
    return { channels: presentConnections(await connections.listSummaries(actor.userId)) };
  });

  contractRoute(app, connectionRoutes.userChannel, async ({ request }) => {
    const actor = requireActor(request);
    const rows = await connections.list(actor.userId);
    const activeId = activeConnectionId(rows);
    const active = rows.find((r) => r.id === activeId);
    return { channel: active ? presentConnection(active, activeId) : null };
  });

  contractRoute(app, connectionRoutes.activate, async ({ params, request }) => {
    const actor = requireActor(request);
    return { connections: presentConnections(await connections.activate(actor.userId, params.id)) };
  });

  contractRoute(app, connectionRoutes.refresh, async ({ params, request }) => {
    const actor = requireActor(request);
    const row = await connections.refresh(actor.userId, params.id);
    const rows = await connections.list(actor.userId);
    return presentConnection(row, activeConnectionId(rows));
  });

  contractRoute(app, connectionRoutes.remove, async ({ params, request }) => {
    const actor = requireActor(request);
    return { connections: presentConnections(await connections.remove(actor.userId, params.id)) };
  });

  contractRoute(app, connectionRoutes.stats, async ({ params, request }) => {
    const actor = requireActor(request);
    const row = await connections.get(actor.userId, params.id);
    return presentStats(row, await lastSyncAt(row.id));
  });

  contractRoute(app, connectionRoutes.channelStatus, async ({ params, request }) => {
    const actor = requireActor(request);
    const rows = await connections.list(actor.userId);
    const row = rows.find((r) => r.youtube_channel_id === params.channelId);
    if (!row) return { hasConnection: false, isActive: false, tokenExpired: true, needsReauth: true };
    return {
      hasConnection: true,
      isActive: row.id === activeConnectionId(rows),
      tokenExpired: !row.access_token_expires_at || row.access_token_expires_at.getTime() <= Date.now(),
      needsReauth: row.status === 'needs_reauth',
    };
  });

  contractRoute(app, connectionRoutes.youtubeStatus, async ({ request }) => {
    const actor = requireActor(request);
    const rows = await connections.list(actor.userId);
    const activeId = activeConnectionId(rows);
    const active = rows.find((r) => r.id === activeId);
    return {
      connected: rows.length > 0,
      activeConnection: active ? presentConnection(active, activeId) : null,
      needsReauth: active?.status === 'needs_reauth',
      quota: await deps.quotaSummary(actor.userId),
    };
  });

  contractRoute(app, connectionRoutes.connectStart, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    const { url, state } = await connections.beginConnect(actor.userId, nativeOrCookieBound(actor, body));
    if (!body.nativeChallenge) setOAuthStateCookie(reply, deps.cookies, state);
    return { url };
  });

  contractRoute(app, connectionRoutes.reauth, async ({ body, request, reply }) => {
    const actor = requireActor(request);
    const rows = await connections.list(actor.userId);
    const target = body.channelId
      ? rows.find((r) => r.youtube_channel_id === body.channelId)
      : rows.find((r) => r.id === activeConnectionId(rows));
    if (!target) throw new AppError('NOT_FOUND', 'No connected YouTube channel to re-authorize.');
    const { url, state } = await connections.beginConnect(
      actor.userId,
      nativeOrCookieBound(actor, {
        access: 'read',
        channelId: target.youtube_channel_id,
        returnTo: body.returnTo,
        nativeChallenge: body.nativeChallenge,
      }),
    );
    if (!body.nativeChallenge) setOAuthStateCookie(reply, deps.cookies, state);
    return { url };
  });

  contractRoute(app, connectionRoutes.connectNativeComplete, async ({ body, request }) => {
    const actor = requireActor(request);
    return connections.completeNativeConnect(actor.userId, body);
  });

  contractRoute(app, connectionRoutes.connectCallback, async ({ query, request, reply }) => {
    // A grant the native app started ends in its in-app browser: the app completes it (connectNativeComplete).
    const toApp = await connections.nativeCallbackRedirect(query);
    if (toApp)
      return reply
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .redirect(toApp, 302);
    const cookieState = readOAuthStateCookie(request, deps.cookies);
    clearOAuthStateCookie(reply, deps.cookies);
    reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
    if (!request.actor) return reply.redirect('/login?error=session_expired&returnTo=%2Fchannels', 302);
    const params = new URLSearchParams();
    try {
      const outcome = await connections.completeConnect(request.actor.userId, query, cookieState);
      if (outcome.returnTo) params.set('returnTo', outcome.returnTo);
      if (outcome.ok) {
        params.set('youtube_connected', 'true');
        params.set('channelId', outcome.channelId);
        params.set('reason', outcome.reason);
      } else {
        params.set('error', outcome.error);
      }
    } catch (error) {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'channel connect callback failed');
      const reason =
        error instanceof AppError
          ? ((error.details as { reason?: string })?.reason ?? error.code)
          : 'connect_failed';
      params.set('error', reason.toLowerCase());
    }
    return reply.redirect(`/youtube-callback?${params}`, 302);
  });
}
