// The request pipeline of the YouTube Analytics and Reporting APIs: credentials → injected faults (by exact method
// name only, so a `*` fault meant for the Data API is not taken here) → scopes → the project's per-minute limit →
// the method → one entry in the shared request log at 0 units (these APIs take no Data API quota).
import type { FastifyInstance, FastifyReply, HTTPMethods } from 'fastify';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { ApiError } from '../http/errors.ts';
import type { RawQuery } from '../http/query.ts';
import {
  faultError,
  ledgerEntryFor,
  resolveAuth,
  sendError,
  sendJson,
  type ApiCall,
  type ApiResult,
} from '../youtube/api-route.ts';
import { otherApiErrors } from './api-errors.ts';
import type { OtherApi } from './usage.ts';

export interface OtherApiRouteSpec {
  api: OtherApi;
  method: HTTPMethods;
  url: string;
  /** Logged method name, e.g. `youtubeAnalytics.reports.query` (faults are injected under it). */
  name: string;
  service: string;
  /** The backend method named in insufficientPermissions details. */
  rpc: string;
  /** Whether the token's scopes allow the method. */
  allows: (scopes: readonly string[]) => boolean;
  handler: (call: ApiCall) => Promise<ApiResult> | ApiResult;
}

export function limitPerMinute(core: SandboxCore, api: OtherApi): number {
  return api === 'youtubeAnalytics'
    ? core.settings.analyticsRequestsPerMinute
    : core.settings.reportingRequestsPerMinute;
}

function send(reply: FastifyReply, query: RawQuery, result: ApiResult): number {
  if (result.type === 'noContent') {
    reply.code(204).send();
    return 204;
  }
  if (result.type === 'empty') {
    reply.code(200).headers(result.headers).header('content-length', '0').send();
    return 200;
  }
  if (result.type === 'file') {
    reply
      .code(200)
      .header('content-type', result.contentType)
      .header('etag', `"${result.etag}"`)
      .send(result.body);
    return 200;
  }
  const status = result.status ?? 200;
  sendJson(reply, query, status, result.body);
  return status;
}

export function defineOtherApiRoute(app: FastifyInstance, core: SandboxCore, spec: OtherApiRouteSpec): void {
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (req, reply) => {
      const query = req.query as RawQuery;
      const entry = ledgerEntryFor(spec.name, req.method, req.url, query);
      try {
        const fault = core.faults.list().some((f) => f.method === spec.name)
          ? core.faults.take(spec.name)
          : undefined;
        if (fault?.fault === 'slow' || fault?.fault === 'slowResponse')
          await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 5000));
        const resolved = resolveAuth(core, req, query);
        if ('auth' in resolved) {
          const { access, grant, channel } = resolved.auth;
          Object.assign(entry, {
            clientId: access.clientId,
            accountId: grant.accountId,
            scopes: access.scopes,
          });
          entry.channelId = channel?.id ?? null;
        } else entry.clientId = resolved.clientId;
        const injected = fault ? faultError(fault) : null;
        if (injected) throw injected;
        if (!('auth' in resolved)) throw resolved.error;
        const { auth } = resolved;
        if (!spec.allows(auth.access.scopes))
          throw otherApiErrors.insufficientPermissions(spec.service, spec.rpc);
        const clientId = auth.access.clientId;
        if (
          !core.analyticsUsage.allow(spec.api, clientId, core.clock.nowMs(), limitPerMinute(core, spec.api))
        ) {
          throw otherApiErrors.rateLimitExceeded(spec.service, clientId);
        }
        const result = await spec.handler({ req, query, auth, now: core.clock.now() });
        entry.status = send(reply, query, result);
        return reply;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : apiErrors.internalError();
        if (!(error instanceof ApiError)) req.log.error(error);
        entry.status = apiError.status;
        entry.reason = apiError.reason;
        sendError(reply, query, apiError);
        return reply;
      } finally {
        core.ledger.book(entry);
      }
    },
  });
}
