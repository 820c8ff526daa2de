import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OVERSIZED_BYTES,
  expectImageError,
  sendOversized,
  sendPng,
  startLoopbackServer,
  testPng,
} from '../../../test/fake-image-server.ts';
import { loadConfig } from '../../config.ts';
import type { BackgroundModel } from '../../modules/thumbnails/thumbnail-studio.service.ts';
import {
  BACKGROUND_STYLES,
  buildBackgroundPrompt,
  COMPOSITION_INSTRUCTION,
  NO_TEXT_INSTRUCTION,
  STYLE_PROMPTS,
} from './background-engine.ts';
import { ComfyUiBackgroundEngine } from './comfyui-images.ts';
import { createBackgroundEngine } from './create-background-engine.ts';
import { FalBackgroundEngine } from './fal-images.ts';
import { retryAfterSeconds } from './image-errors.ts';
import { OpenAiBackgroundEngine } from './openai-images.ts';
import { downloadImage, guardedFetch, isTrustedUrl, sniffImageType } from './provider-fetch.ts';
import { ReplicateBackgroundEngine } from './replicate-images.ts';

describe('the background prompt', () => {
  it('carries the subject, the style’s wording, the 16:9 composition and the no-text rule for every style', () => {
    expect(BACKGROUND_STYLES).toEqual([
      'photo',
      'cinematic',
      'illustration',
      '3d-render',
      'anime',
      'minimal',
      'neon',
    ]);
    for (const style of BACKGROUND_STYLES) {
      const prompt = buildBackgroundPrompt('  a red fox in\nfresh snow ', style);
      expect(prompt).toContain('a red fox in fresh snow');
      expect(prompt).toContain(STYLE_PROMPTS[style]);
      expect(prompt).toContain(COMPOSITION_INSTRUCTION);
      expect(prompt).toContain(NO_TEXT_INSTRUCTION);
    }
    expect(NO_TEXT_INSTRUCTION).toMatch(/text, letters.*watermarks/);
    expect(COMPOSITION_INSTRUCTION).toMatch(/16:9.*headline/);
  });

  it('accepts 400 characters of plain text and refuses more, less, control characters and unknown styles', () => {
    expect(() => buildBackgroundPrompt('x'.repeat(400), 'photo')).not.toThrow();
    for (const prompt of ['x'.repeat(401), 'ab', '   ', 'nul\u0000byte', 'escape \u001b[31m']) {
      expect(() => buildBackgroundPrompt(prompt, 'photo')).toThrow(/plain text of 3 to 400/);
    }
    expect(() => buildBackgroundPrompt('a fox', 'oil-painting')).toThrow(/Unknown style/);
  });
});

describe('createBackgroundEngine', () => {
  const env = (vars: Record<string, string>) => loadConfig(vars).images;

  it('answers null when no provider is configured', () => {
    expect(createBackgroundEngine(env({}))).toBeNull();
  });

  it('makes the configured provider’s engine, which the thumbnail studio can use as its image model', () => {
    const openai = createBackgroundEngine(env({ IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-x' }));
    expect(openai).toBeInstanceOf(OpenAiBackgroundEngine);
    expect(openai!.label).toEqual({ provider: 'OpenAI', model: 'gpt-image-1' });
    expect(createBackgroundEngine(env({ IMAGE_PROVIDER: 'fal', IMAGE_API_KEY: 'k' }))).toBeInstanceOf(
      FalBackgroundEngine,
    );
    expect(createBackgroundEngine(env({ IMAGE_PROVIDER: 'replicate', IMAGE_API_KEY: 'r8' }))).toBeInstanceOf(
      ReplicateBackgroundEngine,
    );
    const comfy = createBackgroundEngine(
      env({
        IMAGE_PROVIDER: 'comfyui',
        IMAGE_BASE_URL: 'http://127.0.0.1:8188',
        IMAGE_MODEL: 'x.safetensors',
      }),
    );
    expect(comfy).toBeInstanceOf(ComfyUiBackgroundEngine);
    const studioModel: BackgroundModel = comfy!; // the studio's interface is satisfied as it is
    expect(studioModel.styles).toEqual(BACKGROUND_STYLES);
  });
});

describe('the guarded fetch', () => {
  const policy = {
    provider: 'Test',
    trustedOrigins: ['http://127.0.0.1:8188'],
    trustedHosts: ['fal.media'],
    maxBytes: 1024,
  };

  it('trusts the configured origin and the provider’s CDN over HTTPS only', () => {
    expect(isTrustedUrl(policy, 'http://127.0.0.1:8188/view?filename=a.png')).toBe(true);
    expect(isTrustedUrl(policy, 'https://fal.media/files/a.png')).toBe(true);
    expect(isTrustedUrl(policy, 'https://v3.fal.media/files/a.png')).toBe(true);
    for (const url of [
      'http://127.0.0.1:8189/view',
      'http://fal.media/files/a.png',
      'https://fal.media:8443/files/a.png',
      'https://evilfal.media/a.png',
      'https://fal.media.evil.example/a.png',
      'https://user:pw@fal.media/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isTrustedUrl(policy, url)).toBe(false);
    }
  });

  describe('against a loopback server', () => {
    let server: Awaited<ReturnType<typeof startLoopbackServer>>;
    beforeAll(async () => {
      server = await startLoopbackServer((_req, res, _body, url) => {
        if (url.pathname === '/png') sendPng(res);
        else if (url.pathname === '/declared') {
          res.writeHead(200, { 'content-length': String(OVERSIZED_BYTES) });
          res.write(Buffer.alloc(16));
        } else if (url.pathname === '/streamed') sendOversized(res);
        else if (url.pathname === '/hop') res.writeHead(302, { location: '/png' }).end();
        else if (url.pathname === '/away') res.writeHead(302, { location: 'http://10.0.0.1/secret' }).end();
        else res.writeHead(404).end();
      });
    });
    afterAll(() => server.close());

    const fetchFor = () =>
      guardedFetch({ provider: 'Test', trustedOrigins: [server.origin], maxBytes: 10 * 1024 * 1024 });

    it('downloads a PNG, following a redirect that stays trusted', async () => {
      const image = await downloadImage(fetchFor(), 'Test', `${server.origin}/hop`, {});
      expect(image.contentType).toBe('image/png');
      expect(image.image.equals(testPng())).toBe(true);
    });

    it('refuses a redirect to an untrusted address before requesting it', async () => {
      await expectImageError(
        downloadImage(fetchFor(), 'Test', `${server.origin}/away`, {}),
        'UPSTREAM_UNAVAILABLE',
        'untrustedUrl',
      );
    });

    it('refuses a body past the cap by its declared length and while streaming', async () => {
      await expectImageError(
        downloadImage(fetchFor(), 'Test', `${server.origin}/declared`, {}),
        'UPSTREAM_UNAVAILABLE',
        'imageTooLarge',
      );
      await expectImageError(
        downloadImage(fetchFor(), 'Test', `${server.origin}/streamed`, {}),
        'UPSTREAM_UNAVAILABLE',
        'imageTooLarge',
      );
    });
  });

  it('knows PNG and JPEG by their signatures', () => {
    expect(sniffImageType(testPng())).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
  });

  it('reads Retry-After as seconds or a date, ignoring nonsense', () => {
    expect(retryAfterSeconds('12')).toBe(12);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(25);
    expect(retryAfterSeconds('soon')).toBeUndefined();
    expect(retryAfterSeconds('999999')).toBeUndefined();
    expect(retryAfterSeconds(null)).toBeUndefined();
  });
});
