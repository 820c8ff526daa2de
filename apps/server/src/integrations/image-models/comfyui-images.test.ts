import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_CHECKPOINT, startFakeComfyUI } from '../../../test/fake-comfyui.ts';
import { expectImageError, testPng, until } from '../../../test/fake-image-server.ts';
import { NEGATIVE_PROMPT, STYLE_PROMPTS, type ImagesConfig } from './background-engine.ts';
import { buildWorkflow, ComfyUiBackgroundEngine, loadWorkflow } from './comfyui-images.ts';

describe('the ComfyUI txt2img workflow', () => {
  it('is a complete graph whose links all point at nodes in it', () => {
    const workflow = loadWorkflow();
    const ids = new Set(Object.keys(workflow));
    for (const node of Object.values(workflow)) {
      for (const value of Object.values(node.inputs)) {
        if (Array.isArray(value)) expect(ids.has(String(value[0]))).toBe(true);
      }
    }
    expect(workflow.save.class_type).toBe('SaveImage');
  });

  it('gets this run’s checkpoint, prompts, size and seed without changing the template', () => {
    const template = loadWorkflow();
    const graph = buildWorkflow(template, {
      checkpoint: 'a.safetensors',
      prompt: 'p',
      negative: 'n',
      seed: 7,
    });
    expect(graph.checkpoint.inputs.ckpt_name).toBe('a.safetensors');
    expect(graph.positive.inputs.text).toBe('p');
    expect(graph.negative.inputs.text).toBe('n');
    expect(graph.sampler.inputs.seed).toBe(7);
    expect(graph.latent.inputs).toMatchObject({ width: 1344, height: 768, batch_size: 1 });
    expect(template.positive.inputs.text).toBe('');
  });
});

describe('ComfyUI against a fake server', () => {
  let fake: Awaited<ReturnType<typeof startFakeComfyUI>>;
  let config: ImagesConfig;
  let engine: ComfyUiBackgroundEngine;
  beforeAll(async () => {
    fake = await startFakeComfyUI();
    config = {
      provider: 'comfyui',
      apiKey: undefined,
      model: FAKE_CHECKPOINT,
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
    };
    engine = new ComfyUiBackgroundEngine(config, { pollIntervalMs: 10 });
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.requests.length = 0;
  });
  afterAll(() => fake.close());

  it('queues the workflow, polls the history and downloads the saved image through /view', async () => {
    expect(engine.label).toEqual({ provider: 'ComfyUI', model: FAKE_CHECKPOINT });
    const result = await engine.generate({ prompt: 'a misty pine forest', style: 'anime' });
    expect(result).toMatchObject({ contentType: 'image/png', provider: 'ComfyUI', model: FAKE_CHECKPOINT });
    expect(result.image.equals(testPng())).toBe(true);

    const paths = fake.requests.map((request) => `${request.method} ${request.path.replace(/\?.*$/, '')}`);
    expect(paths[0]).toBe('POST /prompt');
    expect(paths.filter((path) => path.startsWith('GET /history/'))).toHaveLength(3);
    expect(paths.at(-1)).toBe('GET /view');
    const view = new URL(fake.requests.at(-1)!.path, fake.baseUrl).searchParams;
    expect(view.get('type')).toBe('output');
    expect(view.get('filename')).toMatch(/^vidcraft-background_.*\.png$/);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();

    const graph = (fake.requests[0]!.body as { prompt: ReturnType<typeof loadWorkflow> }).prompt;
    expect(graph.checkpoint.inputs.ckpt_name).toBe(FAKE_CHECKPOINT);
    expect(graph.positive.inputs.text).toContain('a misty pine forest');
    expect(graph.positive.inputs.text).toContain(STYLE_PROMPTS.anime);
    expect(graph.positive.inputs.text).toMatch(/Do not include any text, letters/);
    expect(graph.negative.inputs.text).toBe(NEGATIVE_PROMPT);
    expect(Number.isInteger(graph.sampler.inputs.seed)).toBe(true);
  });

  it('draws a fresh seed for every run', async () => {
    await engine.generate({ prompt: 'one', style: 'photo' });
    await engine.generate({ prompt: 'two', style: 'photo' });
    const seeds = fake.requests
      .filter((request) => request.path === '/prompt')
      .map(
        (request) => (request.body as { prompt: ReturnType<typeof loadWorkflow> }).prompt.sampler.inputs.seed,
      );
    expect(seeds).toHaveLength(2);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it('says which checkpoint ComfyUI would not load', async () => {
    const missing = new ComfyUiBackgroundEngine(
      { ...config, model: 'missing.safetensors' },
      { pollIntervalMs: 10 },
    );
    const error = await expectImageError(
      missing.generate({ prompt: 'a forest', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
    expect(error.message).toContain('missing.safetensors');
  });

  it('reports a run that failed inside ComfyUI', async () => {
    fake.state.mode = 'serverError';
    await expectImageError(
      engine.generate({ prompt: 'a forest', style: 'photo' }),
      'UPSTREAM_UNAVAILABLE',
      'upstream',
    );
  });

  it('gives up at its deadline while the run never finishes, and takes it off the queue', async () => {
    fake.state.mode = 'hang';
    const quick = new ComfyUiBackgroundEngine({ ...config, timeoutMs: 300 }, { pollIntervalMs: 10 });
    const started = Date.now();
    await expectImageError(
      quick.generate({ prompt: 'a desert', style: 'minimal' }),
      'UPSTREAM_UNAVAILABLE',
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(5000);
    await until(() =>
      fake.requests.some((request) => request.method === 'POST' && request.path === '/queue'),
    );
    const deletion = fake.requests.find((request) => request.path === '/queue')!.body as { delete: string[] };
    expect(deletion.delete).toHaveLength(1);
  });

  it('stops reading an image past 10 MB, and refuses one that is not a picture', async () => {
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
});

describe('ComfyUI behind an authenticating proxy', () => {
  let fake: Awaited<ReturnType<typeof startFakeComfyUI>>;
  beforeAll(async () => {
    fake = await startFakeComfyUI({ key: 'proxy-token' });
  });
  afterAll(() => fake.close());

  it('sends IMAGE_API_KEY as a Bearer token, and names ComfyUI when it is refused', async () => {
    const config: ImagesConfig = {
      provider: 'comfyui',
      apiKey: 'proxy-token',
      model: FAKE_CHECKPOINT,
      baseUrl: fake.baseUrl,
      timeoutMs: 2000,
    };
    const result = await new ComfyUiBackgroundEngine(config, { pollIntervalMs: 10 }).generate({
      prompt: 'a lighthouse',
      style: 'photo',
    });
    expect(result.contentType).toBe('image/png');
    expect(fake.requests.every((request) => request.headers.authorization === 'Bearer proxy-token')).toBe(
      true,
    );

    const wrong = new ComfyUiBackgroundEngine({ ...config, apiKey: 'wrong' }, { pollIntervalMs: 10 });
    const error = await expectImageError(
      wrong.generate({ prompt: 'a lighthouse', style: 'photo' }),
      'FORBIDDEN',
      'providerAuth',
    );
    expect(error.message).toMatch(/ComfyUI/);
  });
});
