import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectImageError, testPng } from '../../../test/fake-image-server.ts';
import { FAKE_OPENAI_KEY, startFakeOpenAIImages } from '../../../test/fake-openai-images.ts';
import { STYLE_PROMPTS, type ImagesConfig } from './background-engine.ts';
import { OpenAiBackgroundEngine } from './openai-images.ts';

describe('OpenAI images against a fake of the images API', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAIImages>>;
  let config: ImagesConfig;
  beforeAll(async () => {
    fake = await startFakeOpenAIImages();
    config = {
      provider: 'openai',
      apiKey: FAKE_OPENAI_KEY,
      model: 'gpt-image-1',
      baseUrl: fake.baseUrl,
      timeoutMs: 1500,
    };
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('asks for a 1536×1024 picture with the style and the no-text rule, and returns the PNG', async () => {
    const engine = new OpenAiBackgroundEngine(config);
    expect(engine.label).toEqual({ provider: 'OpenAI', model: 'gpt-image-1' });
    const result = await engine.generate({ prompt: 'a steaming bowl of ramen', style: 'cinematic' });
    expect(result).toMatchObject({ contentType: 'image/png', provider: 'OpenAI', model: 'gpt-image-1' });
    expect(result.image.equals(testPng())).toBe(true);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    const body = request.body as { model: string; prompt: string; size: string; n: number };
    expect(body).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', n: 1 });
    expect(body.prompt).toContain('a steaming bowl of ramen');
    expect(body.prompt).toContain(STYLE_PROMPTS.cinematic);
    expect(body.prompt).toMatch(/no[t]? .*text, letters/i);
    expect(body.prompt).toMatch(/16:9/);
  });

  it('asks dall-e-3 for its 1792×1024 landscape size', async () => {
    const engine = new OpenAiBackgroundEngine({ ...config, model: 'dall-e-3' });
    await engine.generate({ prompt: 'mountain lake at dawn', style: 'photo' });
    expect(fake.requests[0]!.body).toMatchObject({
      model: 'dall-e-3',
      size: '1792x1024',
      response_format: 'b64_json',
    });
  });

  it('names OpenAI and IMAGE_API_KEY when the key is refused', async () => {
    const engine = new OpenAiBackgroundEngine({ ...config, apiKey: 'sk-wrong' });
    const error = await expectImageError(
      engine.generate({ prompt: 'a forest', style: 'photo' }),
      'FORBIDDEN',
      'providerAuth',
    );
    expect(error.message).toMatch(/OpenAI/);
    expect(error.message).toMatch(/IMAGE_API_KEY/);
  });

  it('turns the safety system’s refusal into contentPolicy (gpt-image and dall-e-3)', async () => {
    fake.state.mode = 'contentPolicy';
    const gptImage = await expectImageError(
      new OpenAiBackgroundEngine(config).generate({ prompt: 'something refused', style: 'photo' }),
      'VALIDATION',
      'contentPolicy',
    );
    expect(gptImage.details).toMatchObject({ providerCode: 'moderation_blocked' });
    const dallE = await expectImageError(
      new OpenAiBackgroundEngine({ ...config, model: 'dall-e-3' }).generate({
        prompt: 'something refused',
        style: 'photo',
      }),
      'VALIDATION',
      'contentPolicy',
    );
    expect(dallE.details).toMatchObject({ providerCode: 'content_policy_violation' });
  });

  it('maps 429 to RATE_LIMITED with Retry-After, and 5xx to UPSTREAM_UNAVAILABLE, without retrying', async () => {
    const engine = new OpenAiBackgroundEngine(config);
    fake.state.mode = 'rateLimited';
    const limited = await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'RATE_LIMITED',
      'rateLimited',
    );
    expect(limited.details).toMatchObject({ retryAfterSeconds: 7 });
    fake.state.mode = 'serverError';
    await expectImageError(
      engine.generate({ prompt: 'a city', style: 'neon' }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up at its deadline when OpenAI does not answer', async () => {
    fake.state.mode = 'hang';
    const engine = new OpenAiBackgroundEngine({ ...config, timeoutMs: 300 });
    const started = Date.now();
    await expectImageError(
      engine.generate({ prompt: 'a desert', style: 'minimal' }),
      'UPSTREAM_UNAVAILABLE',
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an answer past the size cap while it streams, and bytes that are not a picture', async () => {
    const engine = new OpenAiBackgroundEngine(config);
    fake.state.mode = 'oversized';
    await expectImageError(
      engine.generate({ prompt: 'a big one', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'imageTooLarge',
    );
    fake.state.mode = 'notImage';
    await expectImageError(
      engine.generate({ prompt: 'not a picture', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'invalidResponse',
    );
  });

  it('refuses a prompt that is too long or not plain text before calling OpenAI', async () => {
    const engine = new OpenAiBackgroundEngine(config);
    await expectImageError(
      engine.generate({ prompt: 'x'.repeat(401), style: 'photo' }),
      'VALIDATION',
      'prompt',
    );
    await expectImageError(engine.generate({ prompt: 'bell\u0007', style: 'photo' }), 'VALIDATION', 'prompt');
    await expectImageError(
      engine.generate({ prompt: 'a forest', style: 'watercolour' }),
      'VALIDATION',
      'style',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('passes a caller’s abort on as it came', async () => {
    fake.state.mode = 'hang';
    const controller = new AbortController();
    const pending = new OpenAiBackgroundEngine(config).generate({
      prompt: 'a lake',
      style: 'photo',
      signal: controller.signal,
    });
    controller.abort(new Error('shutting down'));
    await expect(pending).rejects.toThrow('shutting down');
  });
});
