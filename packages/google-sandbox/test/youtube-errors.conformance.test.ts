// YouTube Data API errors with @googleapis/youtube: over-limit metadata, missing categoryId, ownership, scopes,
// an account without a channel, quota exhaustion and injected faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../src/index.ts';
import {
  callOptions,
  reasonOf,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  UPLOADS_OF,
  ytClient,
  type Session,
} from './helpers.ts';

describe('YouTube Data API v3 errors', () => {
  let server: SandboxServer;
  let maya: Session;
  let sam: Session;
  let opts: ReturnType<typeof callOptions>;
  beforeAll(async () => {
    server = await startTestSandbox();
    opts = callOptions(server);
    maya = await signIn(server, [SCOPES.forceSsl], { account: 'maya' });
    sam = await signIn(server, [SCOPES.readonly], { account: 'sam' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the documented metadata errors', async () => {
    const yt = ytClient(maya.auth);
    const id =
      (
        await yt.playlistItems.list(
          { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.kitchenAtlas) },
          opts,
        )
      ).data.items?.[0]?.contentDetails?.videoId ?? '';
    const update = (
      snippet: Record<string, unknown>,
      extra: Record<string, unknown> = {},
      part = ['snippet'],
    ) => reasonOf(yt.videos.update({ part, requestBody: { id, snippet, ...extra } }, opts));
    expect(await update({ title: 'x'.repeat(101), categoryId: '26' })).toBe('invalidTitle');
    expect(await update({ title: 'Fine title' })).toBe('invalidCategoryId');
    expect(await update({ title: 'Fine title', categoryId: '42' })).toBe('invalidCategoryId');
    expect(await update({ title: 'Fine', categoryId: '26', description: 'é'.repeat(2501) })).toBe(
      'invalidDescription',
    );
    expect(await update({ title: 'Fine', categoryId: '26', tags: ['a b'.repeat(60), 'c'.repeat(400)] })).toBe(
      'invalidTags',
    );
    expect(
      await update(
        { title: 'Fine', categoryId: '26' },
        { localizations: { es: { title: 'Hola', description: '' } } },
        ['snippet', 'localizations'],
      ),
    ).toBe('defaultLanguageNotSet');
    expect(await update({ title: 'Fine', categoryId: '26' }, { statistics: { viewCount: '1' } })).toBe(
      'unexpectedPart',
    );
    const chessVideo = (
      await ytClient(sam.auth).playlistItems.list(
        { part: ['contentDetails'], playlistId: UPLOADS_OF(CHANNEL_IDS.chessDaily) },
        opts,
      )
    ).data.items?.[0]?.contentDetails?.videoId;
    expect(
      await reasonOf(
        yt.videos.update(
          {
            part: ['snippet'],
            requestBody: { id: chessVideo, snippet: { title: 'Mine now', categoryId: '20' } },
          },
          opts,
        ),
      ),
    ).toBe('forbidden');
  });

  it('answers insufficientPermissions for a read-only token on writes and captions', async () => {
    const yt = ytClient(sam.auth);
    expect(
      await reasonOf(
        yt.videos.update(
          { part: ['snippet'], requestBody: { id: 'x', snippet: { title: 'a', categoryId: '20' } } },
          opts,
        ),
      ),
    ).toBe('insufficientPermissions');
    expect(await reasonOf(yt.captions.list({ part: ['snippet'], videoId: 'x' }, opts))).toBe(
      'insufficientPermissions',
    );
  });

  it('has no channel for an account without one: empty list, youtubeSignupRequired on writes', async () => {
    const priya = await signIn(server, [SCOPES.forceSsl], { account: 'priya' });
    const yt = ytClient(priya.auth);
    const mine = await yt.channels.list({ part: ['snippet'], mine: true }, opts);
    expect(mine.data.items).toBeUndefined();
    expect(mine.data.etag).toBe('RuuXzTIr0OoDqI4S0RU6n4FqKEM');
    expect(
      await reasonOf(
        yt.videos.update(
          { part: ['snippet'], requestBody: { id: 'x', snippet: { title: 'a', categoryId: '22' } } },
          opts,
        ),
      ),
    ).toBe('youtubeSignupRequired');
  });

  it('answers quotaExceeded once the daily quota is spent, and books every request', async () => {
    const yt = ytClient(sam.auth);
    server.sandbox.control.setQuotaUsed(9_999, TEST_CLIENT.clientId);
    await yt.videos.list({ part: ['id'], id: ['a'] }, opts);
    expect(await reasonOf(yt.videos.list({ part: ['id'], id: ['a'] }, opts))).toBe('quotaExceeded');
    const { summary, entries } = server.sandbox.control.getLedger({
      clientId: TEST_CLIENT.clientId,
      limit: 2,
    });
    expect(summary.used).toBe(10_000);
    expect(entries.map((e) => [e.status, e.units, e.reason])).toEqual([
      [200, 1, undefined],
      [403, 0, 'quotaExceeded'],
    ]);
    server.sandbox.control.setQuotaUsed(0, TEST_CLIENT.clientId);
  });

  it('injects faults: 503, 429, slow responses and a dropped connection', async () => {
    const yt = ytClient(sam.auth);
    const { control } = server.sandbox;
    control.injectFault({ method: 'youtube.channels.list', fault: 'backendError', times: 1 });
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, opts))).toBe('backendError');
    control.injectFault({ method: 'youtube.channels.list', fault: 'rateLimitExceeded' });
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, opts))).toBe('rateLimitExceeded');
    control.injectFault({ method: 'youtube.channels.list', fault: 'slow', delayMs: 300 });
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, { ...opts, timeout: 100 }))).toMatch(
      /timeout|aborted/i,
    );
    control.injectFault({ method: 'youtube.channels.list', fault: 'drop' });
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, opts))).not.toBe('resolved');
    const ok = await yt.channels.list({ part: ['id'], mine: true }, opts);
    expect(ok.status).toBe(200);
  });
});
