// The attack suites' shared world: the real app on a fresh database with a Google sandbox, a signed-in user who
// owns real data (a synced channel, a video with listed captions, a suggestion, a published change), and the
// route table read from the app's own OpenAPI document — so a route added later is attacked without anyone
// listing it. The table is checked against Fastify's router: an /api route missing from the document fails.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { CaptionsResponse, ConnectionList, PublishResponse } from '@vidcraft/contracts';
import type { Database } from '../../src/db/schema.ts';
import { TestBrowser } from '../browser.ts';
import { waitForSync } from '../sync-helpers.ts';
import { createTestApp, eventually, type TestApp } from '../test-app.ts';
import { testMedia } from '../test-media.ts';

/** Fastify's own error body: a `statusCode` field, or an HTTP reason phrase ("Bad Request") as `error`. */
export function isFastifyDefaultBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return 'statusCode' in body || /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(String(body.error ?? ''));
  } catch {
    return false;
  }
}

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of JSON Schema the generated OpenAPI document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

export interface RouteParam {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  method: Method;
  /** The OpenAPI path, e.g. `/api/videos/{id}/captions`. */
  path: string;
  /** `METHOD /path`, for messages. */
  key: string;
  pathParams: RouteParam[];
  query: RouteParam[];
  body: JsonSchema | null;
  bodyRequired: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (RouteParam & { in: string })[];
        requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Inlines `#/components/schemas/…` references (the document's only kind). */
function inline(schema: JsonSchema, doc: OpenApiDocument, depth = 0): JsonSchema {
  if (depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolved schema reference ${schema.$ref}`);
    return inline(target, doc, depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, inline(v, doc, depth + 1)]),
    );
  if (schema.items) out.items = inline(schema.items, doc, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (schema[key]) out[key] = schema[key].map((s) => inline(s, doc, depth + 1));
  return out;
}

/** Every /api route of the OpenAPI document (`GET /api/docs/json`), with its inputs' schemas. */
export async function readRouteTable(app: FastifyInstance): Promise<ApiRoute[]> {
  const res = await app.inject('/api/docs/json');
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as OpenApiDocument;
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase() as Method;
      const params = (operation.parameters ?? []).map((p) => ({ ...p, schema: inline(p.schema, doc) }));
      const json = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method,
        path,
        key: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        query: params.filter((p) => p.in === 'query'),
        body: json ? inline(json, doc) : null,
        bodyRequired: operation.requestBody?.required ?? false,
      });
    }
  }
  return routes;
}

/** `METHOD /path` (OpenAPI `{param}` form) for every /api route Fastify's router holds, docs UI excluded. */
export function fastifyApiRoutes(app: FastifyInstance): Set<string> {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found = new Set<string>();
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const path = stack.join('');
    if (!match[3] || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    const methods = match[3].split(', ');
    for (const method of methods) {
      // Fastify adds HEAD to every GET route by itself; a HEAD of its own (tus) is a route like any other.
      if ((method === 'HEAD' && methods.includes('GET')) || method === 'OPTIONS') continue;
      found.add(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return found;
}

/** Real ids of the signed-in owner's data. */
export interface OwnerIds {
  user: string;
  connection: string;
  channel: string;
  video: string;
  track: string;
  job: string;
  suggestion: string;
  history: string;
  /** A kept studio thumbnail, an uploaded background, and a thumbnail upload sent to YouTube. */
  thumbnail: string;
  background: string;
  thumbnailUpload: string;
  /** A translation job (into `de`), a reviewer invite on it, and that invite's link secret. */
  translationJob: string;
  reviewInvite: string;
  reviewToken: string;
  /** An analysed video upload (a draft) and the tus upload it was made from. */
  videoUpload: string;
  tusUpload: string;
  /** A running title experiment on the owner's video. */
  experiment: string;
  /** A paid plan, and a sandbox checkout the owner opened for it. */
  plan: string;
  sandboxCheckout: string;
  /** An achievement the owner earned (their published change). */
  achievement: string;
  /** An incident note the owner (an admin) posted on the status page. */
  incident: string;
}

/** The owner's id for a path parameter; a route the rules do not know fails loudly, so it gets a rule. */
export function ownerIdFor(path: string, param: string, ids: OwnerIds): string {
  if (param === 'channelId') return ids.channel;
  if (param === 'language') return 'de';
  if (param === 'token') return ids.reviewToken;
  if (param === 'index') return '0';
  if (path.startsWith('/api/experiments/')) return ids.experiment;
  if (path.startsWith('/api/uploads/files/')) return ids.tusUpload;
  if (path.startsWith('/api/uploads/')) return ids.videoUpload;
  if (path.startsWith('/api/translation-results/')) return ids.translationJob;
  if (path.startsWith('/api/translation-reviewers/')) return ids.reviewInvite;
  if (path.startsWith('/api/billing/sandbox-checkout/')) return ids.sandboxCheckout;
  if (path.startsWith('/api/admin/plans/')) return ids.plan;
  // The owner (an admin in the attack world) themselves: self-protection and the last-admin guard keep them.
  if (path.startsWith('/api/admin/users/')) return ids.user;
  if (path.startsWith('/api/admin/jobs/')) return ids.job;
  if (path.startsWith('/api/admin/incidents/')) return ids.incident;
  // A real setting whose sample value (1 = the whole day's budget per user) leaves every suite able to work.
  if (path.startsWith('/api/admin/settings/')) return 'youtube.userShare';
  if (param === 'trackId') return ids.track;
  if (path.startsWith('/api/youtube-connections/')) return ids.connection;
  if (path.startsWith('/api/jobs/')) return ids.job;
  if (path.startsWith('/api/videos/') || path.startsWith('/api/channel-videos/')) return ids.video;
  if (path.startsWith('/api/analytics/videos/')) return ids.video;
  if (path.startsWith('/api/suggestions/')) return ids.suggestion;
  if (
    path.startsWith('/api/usage/') ||
    path.startsWith('/api/thumbnails/quota/') ||
    path.startsWith('/api/translation-quota/') ||
    path.startsWith('/api/user-subscription/') ||
    path.startsWith('/api/quota-status/')
  )
    return ids.user;
  if (path.startsWith('/api/youtube/analyze-channel/')) return ids.connection;
  if (path.startsWith('/api/thumbnails/uploads/')) return ids.thumbnailUpload;
  if (path.startsWith('/api/thumbnails/')) return ids.thumbnail;
  throw new Error(`No owner resource known for ${path} {${param}}: add a rule to route-table.ts`);
}

/** The path with each `{param}` replaced (encoded) by `value(name)`, the owner's ids by default. */
export function fillPath(route: ApiRoute, ids: OwnerIds, value?: (name: string) => string): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(value ? value(name) : ownerIdFor(route.path, name, ids)),
  );
}

const UUID_V4 = /uuid|\[1-8\]/;

/** A plausible, valid value for a schema, using the owner's ids where a field names one. */
export function sampleValue(schema: JsonSchema, name: string, ids: OwnerIds): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return sampleValue(variants.find((v) => v.type !== 'null') ?? variants[0]!, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return typeof schema.default === 'number' ? schema.default : Math.max(1, schema.minimum ?? 1);
    case 'array': {
      const item = sampleValue(schema.items ?? { type: 'string' }, name.replace(/s$/, ''), ids);
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = sampleValue(sub, key, ids);
      return out;
    }
    default:
      return sampleString(schema, name, ids);
  }
}

function sampleString(schema: JsonSchema, name: string, ids: OwnerIds): string {
  const key = name.toLowerCase();
  if (schema.pattern === '^[0-9a-f]{32}$') return ids.tusUpload;
  if (/^(videoid|video|videos)$/.test(key) || schema.pattern === '^[A-Za-z0-9_-]{11}$') return ids.video;
  if (key === 'connectionid') return ids.connection;
  if (key === 'channelid') return ids.channel;
  if (key === 'suggestionid') return ids.suggestion;
  if (key === 'revertof') return ids.history;
  if (key === 'thumbnailid') return ids.thumbnail;
  if (key === 'assetid') return ids.background;
  if (key === 'uploadid') return ids.thumbnailUpload;
  if (key === 'jobid' || key === 'jobids') return ids.translationJob;
  if (key === 'userid') return ids.user;
  if (key === 'track' || key === 'trackid') return ids.track;
  if (key === 'achievementid') return ids.achievement;
  if (key === 'returnto') return '/dashboard';
  if (schema.format === 'uuid' || (schema.pattern && UUID_V4.test(schema.pattern))) return randomUUID();
  if (schema.pattern === '^[A-Za-z0-9_-]{43}$') return 'A'.repeat(43);
  const base = `sample-${key}`;
  const min = schema.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, min)) : text;
}

/** Plausible values of one query parameter: each enum value, both booleans, else one sample. */
export function queryValues(param: RouteParam, ids: OwnerIds): string[] {
  const { schema } = param;
  if (schema.enum?.length) return schema.enum.map(String);
  if (schema.type === 'boolean') return ['true', 'false'];
  const values = [String(sampleValue(schema, param.name, ids))];
  // A channel may be named by YouTube channel id or by connection id.
  if (param.name === 'channelId') values.push(ids.connection);
  return values;
}

const TABLES: (keyof Database)[] = [
  'users',
  'sessions',
  'oauth_states',
  'native_codes',
  'youtube_connections',
  'quota_ledger',
  'app_settings',
  'videos',
  'video_stats_daily',
  'caption_tracks',
  'caption_texts',
  'caption_writes',
  'suggestions',
  'publishes',
  'usage_events',
  'job_runs',
  'thumbnail_images',
  'thumbnail_uploads',
  'video_uploads',
  'channel_stats_daily',
  'video_daily_metrics',
  'analytics_sync_state',
  'analytics_ingested_reports',
  'experiments',
  'experiment_variants',
  'experiment_swaps',
  'achievement_announcements',
];

/** Columns that move on every authenticated request by design (session sliding expiry), not state. */
const ROLLING: Partial<Record<keyof Database, string[]>> = {
  sessions: ['last_seen_at', 'idle_expires_at'],
};

/** A digest of every table's rows, so "nothing changed" is checked, not assumed. */
export async function tableDigests(t: TestApp<never>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = (await t.database.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const skip = new Set(ROLLING[table] ?? []);
    const lines = rows
      .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !skip.has(column))))
      .sort();
    out[table] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return out;
}

export interface StateProbe {
  /** What changed since the probe was taken: tables whose rows differ and YouTube calls made. */
  changes(): Promise<string[]>;
}

/** Takes the database's and the sandbox ledger's state now, to compare with later. */
export async function probeState(t: TestApp<never>): Promise<StateProbe> {
  const control = t.sandbox!.sandbox.control;
  const seq = control.requestLog({ limit: 1000 }).at(-1)?.seq ?? 0;
  const quota = control.getQuota().used;
  const before = await tableDigests(t);
  return {
    async changes() {
      const after = await tableDigests(t);
      const changed = TABLES.filter((table) => before[table] !== after[table]).map(
        (table) => `table ${table}: ${before[table]} → ${after[table]}`,
      );
      const calls = control.requestLog({ sinceSeq: seq, limit: 1000 });
      if (calls.length > 0)
        changed.push(`YouTube calls: ${calls.map((c) => `${c.method} (${c.units} units)`).join(', ')}`);
      const used = control.getQuota().used;
      if (used !== quota) changed.push(`sandbox quota used ${quota} → ${used}`);
      return changed;
    },
  };
}

/** Waits until no job run is queued or running, so background work does not look like a request's doing. */
export async function settleJobs(t: TestApp<never>, timeoutMs = 60_000): Promise<void> {
  await eventually(async () => {
    const busy = await t.database.db
      .selectFrom('job_runs')
      .select('id')
      .where('status', 'in', ['queued', 'running'])
      .execute();
    return busy.length === 0;
  }, timeoutMs);
}

/** The owner's thumbnail studio data: a kept thumbnail, an uploaded background, an upload sent to YouTube. */
export async function createStudioData(owner: TestBrowser, videoId: string) {
  const expectOk = (what: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
    return JSON.parse(res.body) as Record<string, unknown>;
  };
  const design = {
    background: { kind: 'preset', preset: 'gradient', colors: ['#aa3300', '#110022'] },
    layers: [{ text: 'Attack suite', placement: 'top-left' }],
  };
  const kept = expectOk(
    'Keeping a thumbnail',
    await owner.send('POST', '/api/thumbnails', { design, videoId, idempotencyKey: randomUUID() }),
  );
  const image = (await owner.get(`/api/thumbnails/${String(kept.id)}/image`)).rawPayload;
  const background = expectOk(
    'Uploading a background',
    await owner.sendForm(
      '/api/thumbnails/backgrounds',
      {},
      {
        image: { bytes: image, filename: 'background.jpg', type: 'image/jpeg' },
      },
    ),
  );
  const upload = expectOk(
    'Uploading a thumbnail',
    await owner.sendForm(
      '/api/youtube/upload-thumbnail',
      { videoId, idempotencyKey: randomUUID() },
      { thumbnail: { bytes: image, filename: 'thumbnail.jpg', type: 'image/jpeg' } },
    ),
  ) as { entry: { id: string } };
  return { thumbnail: String(kept.id), background: String(background.id), thumbnailUpload: upload.entry.id };
}

/** The owner's translation data: a finished job into German (sandbox pseudo engine) and a reviewer link for it. */
export async function createTranslationData(owner: TestBrowser, videoId: string) {
  const started = await owner.send('POST', '/api/translate-video', {
    videoIds: [videoId],
    languages: ['de'],
    metadata: true,
    captions: null,
    engine: 'pseudo',
    idempotencyKey: randomUUID(),
  });
  if (started.statusCode !== 202)
    throw new Error(`Translating answered ${started.statusCode}: ${started.body}`);
  const job = (started.json() as { jobs: { id: string; jobRunId: string }[] }).jobs[0]!;
  await eventually(async () => {
    const run = (await owner.get(`/api/jobs/${job.jobRunId}`)).json() as { status: string };
    return run.status === 'succeeded' ? run : undefined;
  }, 60_000);
  const invited = await owner.send('POST', `/api/translation-results/${job.id}/languages/de/reviewers`, {
    name: 'Attack suite reviewer',
  });
  if (invited.statusCode !== 200) throw new Error(`Inviting answered ${invited.statusCode}: ${invited.body}`);
  const { invite, link } = invited.json() as { invite: { id: string }; link: string };
  return { translationJob: job.id, reviewInvite: invite.id, reviewToken: link.split('/review/')[1]! };
}

/** The owner's upload tool data: a short generated clip sent through tus, made a draft and analysed. */
export async function createUploadData(owner: TestBrowser, app: TestApp<never>['app']) {
  const bytes = await fs.readFile((await testMedia()).clip);
  const tus = { cookie: owner.cookieHeader, 'x-vidcraft-csrf': '1', 'tus-resumable': '1.0.0' };
  const created = await app.inject({
    method: 'POST',
    url: '/api/uploads/files',
    headers: {
      ...tus,
      'upload-length': String(bytes.length),
      'upload-metadata': `filename ${Buffer.from('attack.mp4').toString('base64')}`,
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`tus create answered ${created.statusCode}: ${created.body}`);
  const tusUpload = String(created.headers.location).split('/').at(-1)!;
  const sent = await app.inject({
    method: 'PATCH',
    url: `/api/uploads/files/${tusUpload}`,
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
  if (sent.statusCode !== 204) throw new Error(`tus patch answered ${sent.statusCode}: ${sent.body}`);
  const draft = await owner.send('POST', '/api/videos', { uploadId: tusUpload, language: 'en' });
  if (draft.statusCode !== 200) throw new Error(`Making a draft answered ${draft.statusCode}: ${draft.body}`);
  const { upload, runId } = draft.json() as { upload: { id: string }; runId: string };
  await eventually(async () => {
    const run = (await owner.get(`/api/jobs/${runId}`)).json() as { status: string };
    return run.status === 'succeeded' ? run : undefined;
  }, 120_000);
  return { videoUpload: upload.id, tusUpload };
}

/** A paid plan and a sandbox checkout the owner opened for it. */
export async function createBillingData(owner: TestBrowser) {
  const plans = (await owner.get('/api/subscription-plans')).json() as {
    data: { id: string; kind: string }[];
  };
  const plan = plans.data.find((p) => p.kind === 'paid')!.id;
  const started = await owner.send('POST', '/api/user-subscription', {
    planId: plan,
    interval: 'month',
    idempotencyKey: randomUUID(),
  });
  if (started.statusCode !== 200)
    throw new Error(`Subscribing answered ${started.statusCode}: ${started.body}`);
  const { checkoutUrl } = started.json() as { checkoutUrl: string };
  return { plan, sandboxCheckout: checkoutUrl.split('/').at(-1)! };
}

/** A title experiment on the owner's video (started, so its id answers). */
export async function createExperimentData(owner: TestBrowser, videoId: string, title: string) {
  const started = await owner.send('POST', '/api/experiments', {
    videoId,
    kind: 'title',
    titles: [`${title} (experiment)`.slice(0, 100)],
    idempotencyKey: randomUUID(),
  });
  if (started.statusCode !== 200)
    throw new Error(`Starting an experiment answered ${started.statusCode}: ${started.body}`);
  return (started.json() as { id: string }).id;
}

/** An incident note posted by the owner, who is an admin in the attack world. */
export async function createIncidentData(owner: TestBrowser): Promise<string> {
  const posted = await owner.send('POST', '/api/admin/incidents', {
    title: 'Attack suite incident',
    body: 'Posted so the incident routes have a real id.',
    severity: 'minor',
    idempotencyKey: randomUUID(),
  });
  if (posted.statusCode !== 201)
    throw new Error(`Posting an incident answered ${posted.statusCode}: ${posted.body}`);
  return (posted.json() as { id: string }).id;
}

export interface AttackWorld {
  t: TestApp<never>;
  /** Signed in (real session cookie) as the owner of `ids`. */
  owner: TestBrowser;
  ids: OwnerIds;
  routes: ApiRoute[];
  close(): Promise<void>;
}

/**
 * The app with a signed-in owner who has data behind every id route: a synced channel (write access), a
 * video with captions listed and one track read, a suggestion for it, and a published title change.
 */
export async function createAttackWorld(): Promise<AttackWorld> {
  // The owner is an admin too, so the suites reach the admin routes with a role that may use them.
  const t = await createTestApp<never>({
    sandbox: true,
    realSessions: true,
    handlers: 'app',
    env: { ADMIN_EMAILS: 'maya.chen@example.com' },
  });
  try {
    const owner = new TestBrowser(t.app);
    await owner.signIn({ account: 'maya' });
    await owner.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    const sync = await waitForSync(owner);
    const connection = ConnectionList.parse((await owner.get('/api/youtube-connections')).json())
      .connections[0]!;
    const me = (await owner.get('/api/auth/me')).json() as { id: string };
    const list = (await owner.get('/api/user/channel-videos?limit=1&type=long&captions=true')).json() as {
      videos: { id: string; title: string }[];
    };
    const video = list.videos[0]!;

    const listed = await owner.send('POST', `/api/videos/${video.id}/captions/refresh`, {});
    const track = CaptionsResponse.parse(listed.json()).tracks[0]!.id;
    const read = await owner.send(
      'POST',
      `/api/videos/${video.id}/captions/${encodeURIComponent(track)}/download`,
      {},
    );
    if (read.statusCode !== 200)
      throw new Error(`Caption download answered ${read.statusCode}: ${read.body}`);

    const started = await owner.send('POST', '/api/ai-video-optimizer', {
      videoId: video.id,
      engine: 'builtin',
    });
    const runId = (started.json() as { run: { id: string } }).run.id;
    const optimized = await eventually(async () => {
      const run = (await owner.get(`/api/jobs/${runId}`)).json() as {
        status: string;
        result: { suggestionId: string } | null;
      };
      return ['succeeded', 'failed'].includes(run.status) ? run : undefined;
    }, 60_000);
    if (!optimized.result) throw new Error(`The optimization run ended ${optimized.status}`);

    const published = await owner.send('PUT', `/api/videos/${video.id}`, {
      idempotencyKey: randomUUID(),
      fields: { title: `${video.title} (attack suite)`.slice(0, 100) },
    });
    if (published.statusCode !== 200)
      throw new Error(`Publish answered ${published.statusCode}: ${published.body}`);
    const history = PublishResponse.parse(published.json()).entry.id;

    const studio = await createStudioData(owner, video.id);
    const translation = await createTranslationData(owner, video.id);
    const billing = await createBillingData(owner);
    const uploads = await createUploadData(owner, t.app);
    const experiment = await createExperimentData(owner, video.id, video.title);
    const incident = await createIncidentData(owner);

    await settleJobs(t);
    const routes = await readRouteTable(t.app);
    return {
      t,
      owner,
      ids: {
        user: me.id,
        connection: connection.id,
        channel: connection.youtubeChannelId,
        video: video.id,
        track,
        job: sync.id,
        suggestion: optimized.result.suggestionId,
        history,
        ...studio,
        ...billing,
        ...translation,
        ...uploads,
        experiment,
        achievement: 'firstOptimization-1',
        incident,
      },
      routes,
      close: () => t.close(),
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}
