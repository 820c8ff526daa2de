// Backgrounds from a prompt, through the studio's route and the configured image model (OpenAI's image API,
// played by a loopback fake): the picture is checked like any upload and kept, the month's generations count
// it once per idempotency key, and a refusal or failure costs nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundAsset, ThumbnailCapabilities, ThumbnailQuota } from '@vidcraft/contracts';
import { TestBrowser } from '../../../test/browser.ts';
import { FAKE_OPENAI_KEY, startFakeOpenAIImages } from '../../../test/fake-openai-images.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('thumbnail backgrounds from an image model', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAIImages>>;
  let t: TestApp<never>;
  let browser: TestBrowser;
  let userId: string;

  beforeAll(async () => {
    fake = await startFakeOpenAIImages();
    t = await createTestApp({
      sandbox: true,
      realSessions: true,
      handlers: 'app',
      env: {
        IMAGE_PROVIDER: 'openai',
        IMAGE_API_KEY: FAKE_OPENAI_KEY,
        IMAGE_BASE_URL: fake.baseUrl,
        IMAGE_TIMEOUT_MS: '3000',
      },
    });
    browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    userId = ((await browser.get('/api/auth/me')).json() as { id: string }).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const generations = async () =>
    ((await browser.get(`/api/thumbnails/quota/${userId}`)).json() as ThumbnailQuota).generations.used;

  it('names the model and its styles', async () => {
    const caps = (await browser.get('/api/thumbnails/capabilities')).json() as ThumbnailCapabilities;
    expect(caps.imageModel).toMatchObject({ provider: expect.any(String), model: 'gpt-image-1' });
    expect(caps.imageModel!.styles).toContain('photo');
  });

  it('makes and keeps a background once per key, counted once', async () => {
    const key = randomUUID();
    const body = { prompt: 'a steaming bowl of ramen on a dark table', style: 'photo', idempotencyKey: key };
    const first = await browser.send('POST', '/api/thumbnails/backgrounds/generate', body);
    expect(first.statusCode, first.body).toBe(200);
    const asset = first.json() as BackgroundAsset;
    expect(asset).toMatchObject({ source: 'generated', prompt: body.prompt, style: 'photo' });
    const again = await browser.send('POST', '/api/thumbnails/backgrounds/generate', body);
    expect((again.json() as BackgroundAsset).id).toBe(asset.id);
    expect(await generations()).toBe(1);
    const image = await browser.get(asset.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    const listed = (await browser.get('/api/thumbnails/backgrounds')).json() as {
      backgrounds: BackgroundAsset[];
    };
    expect(listed.backgrounds.map((b) => b.id)).toContain(asset.id);
  });

  it('passes on a content-policy refusal clearly and counts nothing', async () => {
    const before = await generations();
    fake.state.mode = 'contentPolicy';
    try {
      const res = await browser.send('POST', '/api/thumbnails/backgrounds/generate', {
        prompt: 'something the provider refuses',
        style: 'photo',
        idempotencyKey: randomUUID(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION', details: { reason: 'contentPolicy' } });
    } finally {
      fake.state.mode = 'ok';
    }
    expect(await generations()).toBe(before);
  });

  it('refuses a style the model does not offer', async () => {
    const res = await browser.send('POST', '/api/thumbnails/backgrounds/generate', {
      prompt: 'a mountain at dawn',
      style: 'no-such-style',
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(400);
  });
});
