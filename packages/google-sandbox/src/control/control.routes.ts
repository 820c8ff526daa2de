// The HTTP control plane under /control: the same operations as the in-process API, with zod-validated bodies.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { jsonBody } from '../http/body.ts';
import { normalizeQuery, type RawQuery } from '../http/query.ts';
import { settingsSchema } from '../state/settings.ts';
import type { SandboxControl } from './control-api.ts';
import { faultSchema } from './faults.ts';

const selector = z.object({
  grantId: z.string().optional(),
  token: z.string().optional(),
  accountEmail: z.string().optional(),
  channelId: z.string().optional(),
  clientId: z.string().optional(),
});
const schemas = {
  clock: z.union([
    z.object({ now: z.iso.datetime({ offset: true }) }),
    z.object({ advanceSeconds: z.number() }),
  ]),
  quota: z.object({ used: z.number().int().min(0), clientId: z.string().optional() }),
  costProfile: z.object({ profile: z.enum(['current', 'legacy']) }),
  client: z.object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
    redirectUris: z.array(z.url()),
    name: z.string().optional(),
  }),
  revoke: selector.refine((s) => Object.values(s).some(Boolean), 'give at least one selector'),
  expire: selector.extend({ kind: z.enum(['access', 'refresh', 'all']).optional() }),
  videoEdit: z.object({
    videoId: z.string().min(1),
    title: z.string().min(1).max(100).optional(),
    description: z.string().max(5000).optional(),
    tags: z.array(z.string()).optional(),
    viewCount: z.number().int().min(0).optional(),
    likeCount: z.number().int().min(0).optional(),
    commentCount: z.number().int().min(0).optional(),
    privacyStatus: z.enum(['public', 'unlisted', 'private']).optional(),
    defaultLanguage: z.string().min(2).max(16).nullable().optional(),
  }),
  videoDelete: z.object({ videoId: z.string().min(1) }),
  ledgerQuery: z.object({
    clientId: z.string().optional(),
    method: z.string().optional(),
    sinceSeq: z.coerce.number().int().optional(),
    limit: z.coerce.number().int().positive().max(1000).optional(),
  }),
};

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: { code: 400, message } });
}

export function registerControlRoutes(app: FastifyInstance, control: SandboxControl): void {
  const body = <T extends z.ZodType>(schema: T, raw: unknown): z.infer<T> | string => {
    const parsed = schema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`;
  };
  const route = <T extends z.ZodType>(
    method: 'POST' | 'DELETE',
    url: string,
    schema: T,
    run: (input: z.infer<T>) => unknown,
  ) =>
    app.route({
      method,
      url,
      handler: async (req, reply) => {
        const json = jsonBody(req);
        if (!json.ok) return badRequest(reply, 'The body must be JSON.');
        const input = body(schema, json.value);
        if (typeof input === 'string') return badRequest(reply, input);
        return reply.send((await run(input)) ?? { ok: true });
      },
    });
  const query = (raw: unknown) => normalizeQuery(raw as RawQuery, []);

  route('POST', '/control/reset', z.object({}).loose(), async () => {
    await control.reset();
    return { ok: true, now: control.now().toISOString() };
  });
  app.get('/control/clock', () => ({ now: control.now().toISOString() }));
  route('POST', '/control/clock', schemas.clock, (input) => ({
    now: ('now' in input
      ? control.setClock(input.now)
      : control.advanceClock(input.advanceSeconds)
    ).toISOString(),
  }));
  app.get('/control/quota', (req) => control.getQuota(query(req.query).clientId as string | undefined));
  route('POST', '/control/quota', schemas.quota, (input) => control.setQuotaUsed(input.used, input.clientId));
  route('POST', '/control/cost-profile', schemas.costProfile, (input) => {
    control.setCostProfile(input.profile);
    return control.getSettings();
  });
  app.get('/control/settings', () => control.getSettings());
  route('POST', '/control/settings', settingsSchema.partial(), (input) => control.updateSettings(input));
  route('POST', '/control/clients', schemas.client, (input) => {
    const client = control.registerClient(input);
    return { clientId: client.clientId, redirectUris: client.redirectUris };
  });
  app.get('/control/grants', (req) => control.listGrants(selector.parse(query(req.query))));
  route('POST', '/control/grants/revoke', schemas.revoke, (input) => ({
    revoked: control.revokeGrant(input),
  }));
  route('POST', '/control/tokens/expire', schemas.expire, (input) => ({
    expired: control.expireTokens(input),
  }));
  route('POST', '/control/videos/edit', schemas.videoEdit, ({ videoId, ...patch }) => ({
    edited: control.editVideo(videoId, patch),
  }));
  route('POST', '/control/videos/delete', schemas.videoDelete, ({ videoId }) => ({
    deleted: control.deleteVideo(videoId),
  }));
  app.get('/control/uploads', () => control.listUploads());
  app.get('/control/videos/:videoId', (req, reply) => {
    const video = control.getVideo(String((req.params as { videoId?: string }).videoId ?? ''));
    return video ? video : reply.code(404).send({ error: { code: 404, message: 'No such video.' } });
  });
  app.get('/control/faults', () => control.listFaults());
  route('POST', '/control/faults', faultSchema, (input) => control.injectFault(input));
  route('DELETE', '/control/faults', z.object({}).loose(), () => {
    control.clearFaults();
    return { ok: true };
  });
  app.get('/control/ledger', (req, reply) => {
    const filter = schemas.ledgerQuery.safeParse(query(req.query));
    if (!filter.success) return badRequest(reply, filter.error.issues[0]?.message ?? 'invalid query');
    return control.getLedger(filter.data);
  });
  app.get('/control/analytics/usage', (req) =>
    control.getAnalyticsUsage(query(req.query).clientId as string | undefined),
  );
  app.get('/control/analytics/changes/:videoId', (req) =>
    control.getPackagingChanges(String((req.params as { videoId?: string }).videoId ?? '')),
  );
  app.get('/control/analytics/series/:videoId', (req, reply) => {
    const q = query(req.query);
    const days = control.getVideoSeries(
      String((req.params as { videoId?: string }).videoId ?? ''),
      String(q.startDate ?? ''),
      String(q.endDate ?? ''),
    );
    return (
      days ?? badRequest(reply, 'Give a known videoId and startDate ≤ endDate (YYYY-MM-DD, at most 3 years).')
    );
  });
  app.get('/control/reporting/jobs', () => control.listReportingJobs());
  app.get('/control/requests', (req, reply) => {
    const filter = schemas.ledgerQuery.safeParse(query(req.query));
    if (!filter.success) return badRequest(reply, filter.error.issues[0]?.message ?? 'invalid query');
    return control.requestLog(filter.data);
  });
}
