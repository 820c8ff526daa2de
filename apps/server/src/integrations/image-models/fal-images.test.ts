import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectImageError, testPng, until } from '../../../test/fake-image-server.ts';
import { FAKE_FAL_KEY, startFakeFal } from '../../../test/fake-fal.ts';
import { STYLE_PROMPTS, type ImagesConfig } from './background-engine.ts';
import { FalBackgroundEngine } from './fal-images.ts';

describe('fal against a fake of its queue', () => {
  let fake: Awaited<ReturnType<typeof startFakeFal>>;
  let config: ImagesConfig;
  let engine: FalBackgroundEngine;
  beforeAll(async () => {
    fake = await startFakeFal();
    config = {
      provider: 'fal',
      apiKey: FAKE_FAL_KEY,
      model: 'fal-ai/flux/dev',
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
    };
    engine = new FalBackgroundEngine(config, { pollIntervalMs: 10 });
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('submits to the queue, polls the status, fetches the result and downloads the picture', async () => {
    expect(engine.label).toEqual({ provider: 'fal', model: 'fal-ai/flux/dev' });
    const result = await engine.generate({ prompt: 'a vintage camera on a desk', style: '3d-render' });
    expect(result).toMatchObject({ contentType: 'image/png', provider: 'fal', model: 'fal-ai/flux/dev' });
    expect(result.image.equals(testPng())).toBe(true);

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /fal-ai/flux/dev',
      'GET /fal-ai/flux/requests/req-1/status',
      'GET /fal-ai/flux/requests/req-1/status',
      'GET /fal-ai/flux/requests/req-1/status',
      'GET /fal-ai/flux/requests/req-1',
      'GET /files/req-1.png',
    ]);
    for (const request of fake.requests.slice(0, 5))
      expect(request.headers.authorization).toBe(`Key ${FAKE_FAL_KEY}`);
    expect(fake.requests[5]!.headers.authorization).toBeUndefined(); // the key stays with the queue
    const body = fake.requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      image_size: { width: 1280, height: 720 },
      num_images: 1,
      output_format: 'png',
      enable_safety_checker: true,
    });
    expect(body.prompt).toContain('a vintage camera on a desk');
    expect(body.prompt).toContain(STYLE_PROMPTS['3d-render']);
    expect(body.prompt).toMatch(/Do not include any text, letters/);
  });

  it('names fal and IMAGE_API_KEY when the key is refused', async () => {
    const wrong = new FalBackgroundEngine({ ...config, apiKey: 'nope' }, { pollIntervalMs: 10 });
    const error = await expectImageError(
      wrong.generate({ prompt: 'a harbour', style: 'photo' }),
      'FORBIDDEN',
      'providerAuth',
    );
    expect(error.message).toMatch(/fal.*IMAGE_API_KEY/);
  });

  it('turns an NSFW-flagged result and a content_policy_violation into contentPolicy', async () => {
    fake.state.mode = 'contentPolicy';
    await expectImageError(
      engine.generate({ prompt: 'refused', style: 'photo' }),
      'VALIDATION',
      'contentPolicy',
    );
    expect(fake.requests.some((request) => request.path.startsWith('/files/'))).toBe(false); // the black frame is not fetched
    fake.state.mode = 'policyError';
    await expectImageError(
      engine.generate({ prompt: 'refused', style: 'photo' }),
      'VALIDATION',
      'contentPolicy',
    );
  });

  it('maps 429 to RATE_LIMITED with Retry-After and a failed result to UPSTREAM_UNAVAILABLE', async () => {
    fake.state.mode = 'rateLimited';
    const limited = await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'RATE_LIMITED',
      'rateLimited',
    );
    expect(limited.details).toMatchObject({ retryAfterSeconds: 12 });
    expect(fake.requests).toHaveLength(1);
    fake.state.mode = 'serverError';
    await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
  });

  it('gives up at its deadline while the request stays in progress, and cancels it', async () => {
    fake.state.mode = 'hang';
    const quick = new FalBackgroundEngine({ ...config, timeoutMs: 300 }, { pollIntervalMs: 10 });
    const started = Date.now();
    await expectImageError(
      quick.generate({ prompt: 'a desert', style: 'minimal' }),
      'UPSTREAM_UNAVAILABLE',
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    await until(() =>
      fake.requests.some((request) => request.method === 'PUT' && request.path.endsWith('/cancel')),
    );
  });

  it('stops reading a picture past 10 MB, and refuses one that is not a picture', async () => {
    fake.state.mode = 'oversized';
    await expectImageError(
      engine.generate({ prompt: 'a big one', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'imageTooLarge',
    );
    fake.state.mode = 'notImage';
    await expectImageError(
      engine.generate({ prompt: 'html', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'invalidResponse',
    );
  });

  it('does not fetch a picture from an address outside fal (cloud metadata, say)', async () => {
    fake.state.mode = 'offsite';
    const error = await expectImageError(
      engine.generate({ prompt: 'elsewhere', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'untrustedUrl',
    );
    expect(error.details).toMatchObject({ host: '169.254.169.254' });
  });
});
