// The Data API request pipeline shared by every method: credentials → injected faults → scope check → per-user
// burst limit → quota → the method → etag/304 → one ledger entry with the units charged.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { ApiError } from '../http/errors.ts';
import { loggableParams, type RawQuery } from '../http/query.ts';
import type { AccessTokenRecord, Grant } from '../oauth/grants.ts';
import { allowsMethod, METHODS } from '../oauth/scopes.ts';
import { costOf } from '../quota/costs.ts';
import type { LedgerEntry } from '../quota/ledger.ts';
import type { Account, Channel } from '../state/model.ts';
import type { FaultSpec } from '../control/faults.ts';

export interface ApiAuth {
  access: AccessTokenRecord;
  grant: Grant;
  account: Account;
  /** The channel the grant is bound to; undefined for an account without a channel. */
  channel: Channel | undefined;
}

export interface ApiCall {
  req: FastifyRequest;
  query: RawQuery;
  auth: ApiAuth;
  now: Date;
}

export type ApiResult =
  | { type: 'json'; status?: number; body: Record<string, unknown> }
  | { type: 'noContent' }
  /** 200 with headers and no body, e.g. the Location of a new resumable upload session. */
  | { type: 'empty'; headers: Record<string, string> }
  | { type: 'file'; body: string | Buffer; contentType: string; etag: string };

type Resolved = { auth: ApiAuth } | { error: ApiError; clientId: string | null; grant?: Grant };

function bearerToken(req: FastifyRequest, query: RawQuery): string | undefined {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const param = query.access_token ?? query.oauth_token;
  return Array.isArray(param) ? param[0] : param;
}

export function resolveAuth(core: SandboxCore, req: FastifyRequest, query: RawQuery): Resolved {
  const token = bearerToken(req, query);
  if (!token) return { error: apiErrors.loginRequired(), clientId: null };
  const check = core.tokens.checkAccessToken(token);
  if (!check.ok) return { error: apiErrors.authError(), clientId: check.access?.clientId ?? null };
  const account = core.world.account(check.grant.accountId);
  if (!account) return { error: apiErrors.authError(), clientId: check.access.clientId };
  const channel = check.grant.channelId ? core.world.channel(check.grant.channelId) : undefined;
  return { auth: { access: check.access, grant: check.grant, account, channel } };
}

export function faultError(fault: FaultSpec): ApiError | null {
  switch (fault.fault) {
    case 'internalError':
      return apiErrors.internalError();
    case 'backendError':
      return apiErrors.backendError(fault.retryAfterSeconds);
    case 'rateLimitExceeded':
      return fault.status === 403
        ? apiErrors.rateLimitExceeded(fault.retryAfterSeconds)
        : apiErrors.tooManyRequests(fault.retryAfterSeconds ?? 1);
    case 'quotaExceeded':
      return apiErrors.quotaExceeded();
    case 'authError':
      return apiErrors.authError();
    default:
      return null;
  }
}

function etagMatches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '').replace(/"/g, '') === etag);
}

export function sendJson(reply: FastifyReply, query: RawQuery, status: number, body: unknown): void {
  const pretty = query.prettyPrint !== 'false';
  reply
    .code(status)
    .header('content-type', 'application/json; charset=UTF-8')
    .header('vary', 'Origin, X-Origin, Referer')
    .send(JSON.stringify(body, null, pretty ? 2 : undefined));
}

export function sendError(reply: FastifyReply, query: RawQuery, error: ApiError): void {
  for (const [name, value] of Object.entries(error.init.headers ?? {})) reply.header(name, value);
  if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/"');
  sendJson(reply, query, error.status, error.toBody());
}

/** Sends part of a response and then kills the socket: a connection reset mid-body. */
function dropConnection(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  reply.raw.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': '4096' });
  reply.raw.write('{\n  "kind": "youtube#');
  req.raw.socket.destroy();
}

export interface ApiRouteSpec {
  method: HTTPMethods;
  url: string;
  name: string;
  /** Per-route body limit (bytes), e.g. for thumbnails. */
  bodyLimit?: number;
  handler: (call: ApiCall) => Promise<ApiResult> | ApiResult;
}

/** The log entry of a call before it is answered (a 500 until the handler says otherwise; no units yet). */
export function ledgerEntryFor(
  method: string,
  httpMethod: string,
  url: string,
  query: RawQuery,
): Omit<LedgerEntry, 'seq' | 'at'> {
  return {
    clientId: null,
    method,
    httpMethod,
    path: url.split('?')[0] ?? url,
    params: loggableParams(query),
    units: 0,
    bucket: 'default',
    status: 500,
    scopes: [],
  };
}

export function defineApiRoute(app: FastifyInstance, core: SandboxCore, spec: ApiRouteSpec): void {
  const info = METHODS[spec.name];
  if (!info) throw new Error(`no scope table entry for ${spec.name}`);
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (req, reply) => {
      const query = req.query as RawQuery;
      const entry = ledgerEntryFor(spec.name, req.method, req.url, query);
      const cost = costOf(spec.name, core.settings.costProfile);
      let booked = false;
      try {
        const fault = core.faults.take(spec.name);
        if (fault?.fault === 'slow') await delay(fault.delayMs ?? 5000);
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
        if (fault?.fault === 'drop') {
          entry.units = entry.clientId ? 1 : 0;
          entry.status = 0;
          entry.reason = 'connectionDropped';
          dropConnection(req, reply);
          return reply;
        }
        const injected = fault ? faultError(fault) : null;
        if (injected) throw injected;
        if (!('auth' in resolved)) throw resolved.error;
        const { auth } = resolved;
        if (!allowsMethod(auth.access.scopes, spec.name)) {
          throw apiErrors.insufficientPermissions(`youtube.api.v3.${info.rpc}`);
        }
        const window = core.settings.burstWindowSeconds * 1000;
        if (!core.burst.allow(auth.grant.sub, core.clock.nowMs(), core.settings.burstRequests, window)) {
          throw apiErrors.rateLimitExceeded(1);
        }
        if (core.ledger.wouldExceed(auth.access.clientId, cost)) throw apiErrors.quotaExceeded();

        const result = await spec.handler({ req, query, auth, now: core.clock.now() });
        entry.units = cost.units;
        entry.bucket = cost.bucket;
        if (fault?.fault === 'slowResponse') {
          // Booked when carried out: the ledger shows the write even if the caller never hears of it.
          core.ledger.book({ ...entry, status: result.type === 'json' ? (result.status ?? 200) : 200 });
          booked = true;
          await delay(fault.delayMs ?? 5000);
        }
        if (result.type === 'noContent') {
          entry.status = 204;
          return reply.code(204).send();
        }
        if (result.type === 'empty') {
          entry.status = 200;
          return reply.code(200).headers(result.headers).header('content-length', '0').send();
        }
        const etag = result.type === 'file' ? result.etag : String(result.body.etag ?? '');
        if (etag) reply.header('etag', `"${etag}"`);
        if (etag && etagMatches(req, etag)) {
          entry.status = 304;
          return reply.code(304).send();
        }
        entry.status = result.type === 'json' ? (result.status ?? 200) : 200;
        if (result.type === 'file')
          return reply.code(200).header('content-type', result.contentType).send(result.body);
        sendJson(reply, query, entry.status, result.body);
        return reply;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : apiErrors.internalError();
        if (!(error instanceof ApiError)) req.log.error(error);
        entry.status = apiError.status;
        entry.reason = apiError.reason;
        // Every request costs at least one unit, except one refused because the quota is already spent.
        entry.units = entry.clientId && apiError.reason !== 'quotaExceeded' ? 1 : 0;
        sendError(reply, query, apiError);
        return reply;
      } finally {
        if (!booked) core.ledger.book(entry);
      }
    },
  });
}

/** Writes need a channel: an account without one gets youtubeSignupRequired. */
export function requireChannel(auth: ApiAuth): Channel {
  if (!auth.channel) throw apiErrors.youtubeSignupRequired();
  return auth.channel;
}
