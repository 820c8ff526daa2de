import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectImageError, testPng } from '../../../test/fake-image-server.ts';
import { FAKE_REPLICATE_TOKEN, startFakeReplicate } from '../../../test/fake-replicate.ts';
import { STYLE_PROMPTS, type ImagesConfig } from './background-engine.ts';
import { ReplicateBackgroundEngine } from './replicate-images.ts';

describe('Replicate against a fake of the predictions API', () => {
  let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
  let config: ImagesConfig;
  let engine: ReplicateBackgroundEngine;
  beforeAll(async () => {
    fake = await startFakeReplicate();
    config = {
      provider: 'replicate',
      apiKey: FAKE_REPLICATE_TOKEN,
      model: 'black-forest-labs/flux-schnell',
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
    };
    engine = new ReplicateBackgroundEngine(config, { pollIntervalMs: 10 });
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('creates a prediction with Prefer: wait, polls urls.get, downloads the output and returns the PNG', async () => {
    expect(engine.label).toEqual({ provider: 'Replicate', model: 'black-forest-labs/flux-schnell' });
    const result = await engine.generate({ prompt: 'a cosy reading nook', style: 'illustration' });
    expect(result).toMatchObject({
      contentType: 'image/png',
      provider: 'Replicate',
      model: 'black-forest-labs/flux-schnell',
    });
    expect(result.image.equals(testPng())).toBe(true);

    const [create, ...rest] = fake.requests;
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/models/black-forest-labs/flux-schnell/predictions',
    });
    expect(create!.headers.authorization).toBe(`Bearer ${FAKE_REPLICATE_TOKEN}`);
    expect(create!.headers.prefer).toBe('wait=2');
    const input = (create!.body as { input: Record<string, unknown> }).input;
    expect(input).toMatchObject({ aspect_ratio: '16:9', num_outputs: 1, output_format: 'png' });
    expect(input.prompt).toContain('a cosy reading nook');
    expect(input.prompt).toContain(STYLE_PROMPTS.illustration);
    expect(input.prompt).toMatch(/Do not include any text, letters/);
    // polled until succeeded, then the output; the token went to the API origin only
    expect(rest.map((request) => request.path)).toEqual([
      '/v1/predictions/p1xyz',
      '/v1/predictions/p1xyz',
      '/delivery/p1xyz/out-0.png',
    ]);
    expect(rest.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('names Replicate and IMAGE_API_KEY when the token is refused', async () => {
    const wrong = new ReplicateBackgroundEngine({ ...config, apiKey: 'r8_wrong' }, { pollIntervalMs: 10 });
    const error = await expectImageError(
      wrong.generate({ prompt: 'a harbour', style: 'photo' }),
      'FORBIDDEN',
      'providerAuth',
    );
    expect(error.message).toMatch(/Replicate.*IMAGE_API_KEY/);
  });

  it('turns a prediction failed by the NSFW checker into contentPolicy', async () => {
    fake.state.mode = 'contentPolicy';
    await expectImageError(
      engine.generate({ prompt: 'refused', style: 'photo' }),
      'VALIDATION',
      'contentPolicy',
    );
  });

  it('maps 429 to RATE_LIMITED with Retry-After and a failing poll to UPSTREAM_UNAVAILABLE', async () => {
    fake.state.mode = 'rateLimited';
    const limited = await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'RATE_LIMITED',
      'rateLimited',
    );
    expect(limited.details).toMatchObject({ retryAfterSeconds: 30 });
    expect(fake.requests).toHaveLength(1); // not retried inside the call
    fake.state.mode = 'serverError';
    await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
  });

  it('gives up at its deadline while the prediction keeps processing', async () => {
    fake.state.mode = 'hang';
    const quick = new ReplicateBackgroundEngine({ ...config, timeoutMs: 300 }, { pollIntervalMs: 10 });
    const started = Date.now();
    await expectImageError(
      quick.generate({ prompt: 'a desert', style: 'minimal' }),
      'UPSTREAM_UNAVAILABLE',
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(fake.requests.length).toBeGreaterThan(2);
  });

  it('stops reading an output past 10 MB, and refuses one that is not a picture', async () => {
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

  it('does not fetch an output from a host that is neither the API nor Replicate’s CDN', async () => {
    fake.state.mode = 'offsite';
    const error = await expectImageError(
      engine.generate({ prompt: 'elsewhere', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'untrustedUrl',
    );
    expect(error.details).toMatchObject({ host: 'images.example.net' });
  });
});
