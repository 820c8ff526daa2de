// Every route whose path names a resource answers only for the signed-in user's own resources: called by a
// second user with the first user's ids, each answers 404 (or, for a channel-status lookup, "no connection").
// The route list comes from the OpenAPI document, so a new id route cannot slip past this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { ConnectionList } from '@vidcraft/contracts';
import { ADMIN_PREFIX } from '../src/http/actor.ts';
import { TestBrowser } from './browser.ts';
import { createTestApp, eventually, type TestApp } from './test-app.ts';
import {
  createBillingData,
  createExperimentData,
  createUploadData,
  createStudioData,
  createTranslationData,
  ownerIdFor,
  type OwnerIds,
} from './attack/route-table.ts';

type Method = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete';

const KEY = '6f1c1a52-3c56-4d6e-9f3a-2b1d7c9e8a01';
/** Bodies that pass validation, so the answer is about ownership. */
const WELL_FORMED: Record<string, unknown> = {
  'put /api/videos/{id}': { idempotencyKey: KEY, fields: { title: 'Not yours' } },
  'patch /api/translation-results/{id}/languages/{language}': { title: 'Not yours' },
  'post /api/translation-results/{id}/languages/{language}/review': { decision: 'approve' },
  'post /api/translation-results/{id}/languages/{language}/reviewers': { name: 'Not yours' },
  'post /api/translation-results/{id}/publish-attempts': { idempotencyKey: KEY },
  'put /api/channels/{channelId}/glossary': { terms: [] },
  'post /api/billing/sandbox-checkout/{id}': { action: 'complete' },
  'post /api/videos/{id}/captions/{trackId}/cues': {
    cues: [{ startMs: 0, endMs: 1000, text: 'Not yours' }],
    idempotencyKey: KEY,
  },
  'delete /api/videos/{id}/captions/{trackId}': { idempotencyKey: KEY },
  'post /api/uploads/{id}/publish': {
    connectionId: KEY,
    title: 'Not yours',
    privacyStatus: 'private',
    madeForKids: false,
    idempotencyKey: KEY,
  },
};

describe('authorization matrix', () => {
  let t: TestApp<never>;
  let owner: TestBrowser;
  let stranger: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true, handlers: 'app' });
    owner = new TestBrowser(t.app);
    stranger = new TestBrowser(t.app);
    await owner.signIn({ account: 'maya' });
    await owner.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas }, { access: 'write' });
    await stranger.signIn({ account: 'priya' });
    const connection = ConnectionList.parse((await owner.get('/api/youtube-connections')).json())
      .connections[0]!;
    const me = (await owner.get('/api/auth/me')).json() as { id: string };
    // Connecting started the first sync; once it is done the owner has videos.
    const sync = await eventually(async () => {
      const status = (await owner.get('/api/youtube/sync-progress')).json() as {
        run: { id: string; status: string } | null;
      };
      return status.run?.status === 'succeeded' ? status.run : undefined;
    }, 60_000);
    const videos = (await owner.get('/api/user/channel-videos?limit=1')).json() as {
      videos: { id: string }[];
    };
    ids.connection = connection.id;
    ids.channel = connection.youtubeChannelId;
    ids.job = sync.id;
    ids.video = videos.videos[0]!.id;
    ids.user = me.id;
    const optimize = await owner.send('POST', '/api/ai-video-optimizer', {
      videoId: ids.video,
      engine: 'builtin',
    });
    const optimizeRun = (optimize.json() as { run: { id: string } }).run.id;
    const optimized = await eventually(async () => {
      const run = (await owner.get(`/api/jobs/${optimizeRun}`)).json() as {
        status: string;
        result: { suggestionId: string } | null;
      };
      return run.status === 'succeeded' ? run : undefined;
    }, 60_000);
    ids.suggestion = optimized.result!.suggestionId;
    Object.assign(ids, await createStudioData(owner, ids.video));
    Object.assign(ids, await createTranslationData(owner, ids.video));
    Object.assign(ids, await createBillingData(owner));
    Object.assign(ids, await createUploadData(owner, t.app));
    const { title } = (await owner.get(`/api/videos/${ids.video}`)).json() as { title: string };
    ids.experiment = await createExperimentData(owner, ids.video, title);
    // The owner is not an admin here, so the incident note is written straight into the database.
    const incident = await t.database.db
      .insertInto('incidents')
      .values({
        title: 'Matrix incident',
        body: 'For the id routes.',
        severity: 'minor',
        idempotency_key: KEY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.incident = incident.id;
  });
  afterAll(() => t.close());

  /** The owner's id to put in a path, by route and parameter (the attack suites' one rule). */
  const sampleId = (path: string, param: string) => ownerIdFor(path, param, ids as unknown as OwnerIds);

  it('answers 404 to a signed-in user who is not an admin, and to no one signed in, on every admin route', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const admin = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(ADMIN_PREFIX))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method })));
    expect(admin.length).toBeGreaterThanOrEqual(4);
    const anonymous = new TestBrowser(t.app);
    for (const { path, method } of admin) {
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) => sampleId(path, param));
      for (const [who, browser] of [
        ['a normal user', stranger],
        ['the owner, not an admin', owner],
        ['nobody signed in', anonymous],
      ] as const) {
        // Without a body at all: what decides is the role, before any validation could say the route exists.
        const res =
          method === 'get' ? await browser.get(url) : await browser.send(method.toUpperCase() as 'POST', url);
        expect(res.statusCode, `${method.toUpperCase()} ${path} as ${who}`).toBe(404);
      }
    }
  });

  it('answers 404 to another user for every route with an id in its path', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ path, method: method as Method })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(18);

    for (const { path, method } of routes) {
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) => sampleId(path, param));
      // A well-formed body, so the answer is about ownership rather than validation.
      const body = method === 'get' ? undefined : (WELL_FORMED[`${method} ${path}`] ?? {});
      // A reviewer link is its own credential (whoever holds it may open it, nothing else): its refusals —
      // revoked, expired, another language or video — are tested in test/attack/reviewer-links.test.ts.
      if (path.startsWith('/api/translation-review/')) continue;
      const res =
        method === 'get'
          ? await stranger.get(url)
          : method === 'head'
            ? await t.app.inject({ method: 'HEAD', url, headers: { cookie: stranger.cookieHeader } })
            : await stranger.send(method.toUpperCase() as 'POST', url, body);
      if (path.endsWith('/status') && path.includes('{channelId}')) {
        expect(res.statusCode, `${method} ${path}`).toBe(200);
        expect(res.json(), `${method} ${path}`).toMatchObject({ hasConnection: false });
        continue;
      }
      expect(res.statusCode, `${method.toUpperCase()} ${path} as another user`).toBe(404);
      // A HEAD answer has no body by HTTP.
      if (method !== 'head') expect((res.json() as { error: string }).error).toBe('NOT_FOUND');
    }

    // Ids in query strings and bodies are checked the same way.
    for (const url of [
      `/api/user/channel-videos?channelId=${ids.connection}`,
      `/api/user/channel-videos?channelId=${ids.channel}`,
      `/api/youtube/sync-progress?connectionId=${ids.connection}`,
      `/api/youtube/sync-stats?connectionId=${ids.connection}`,
      `/api/channel-videos/${ids.video}?userId=${ids.user}`,
    ]) {
      expect((await stranger.get(url)).statusCode, url).toBe(404);
    }
    for (const [url, body] of [
      ['/api/youtube/sync-channel-manual', { connectionId: ids.connection }],
      ['/api/youtube/sync-videos-manual', { connectionId: ids.connection }],
    ] as const) {
      expect((await stranger.send('POST', url, body)).statusCode, url).toBe(404);
    }
    const batch = (
      await stranger.send('POST', '/api/videos/refresh-batch-enhanced', { videoIds: [ids.video] })
    ).json();
    expect(batch).toMatchObject({ videos: [], notFound: [ids.video] });

    // The owner's resources are untouched and still theirs.
    const still = ConnectionList.parse((await owner.get('/api/youtube-connections')).json()).connections;
    expect(still.map((c) => c.id)).toEqual([ids.connection]);
  });
});
