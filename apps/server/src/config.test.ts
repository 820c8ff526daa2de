import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'embedded', dir: path.join(path.resolve('./data'), 'db') });
    expect(config.role).toBe('all');
    expect(config.logLevel).toBe('info');
    expect(config.jobs.runWorkers).toBe(true);
  });

  it("makes the sandbox's operator the admin only in sandbox mode and only when no list is given", () => {
    expect(loadConfig({}).auth.adminEmails).toEqual(['ines.duarte@example.com']);
    expect(loadConfig({ ADMIN_EMAILS: '' }).auth.adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com, b@example.com ' }).auth.adminEmails).toEqual([
      'ops@example.com',
      'b@example.com',
    ]);
    const live = loadConfig({
      GOOGLE_MODE: 'live',
      GOOGLE_CLIENT_ID: '123-abc.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'GOCSPX-secret-value',
    });
    expect(live.auth.adminEmails).toEqual([]);
  });

  it('names the variable that is wrong and what it held', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: .*\(got "abc"\)/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
  });

  it('takes an analytics script only as an https URL without credentials (http on loopback, for tests)', () => {
    expect(loadConfig({}).analyticsScriptUrl).toBeUndefined();
    const url = 'https://stats.example.com/script.js';
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: url }).analyticsScriptUrl).toBe(url);
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: 'http://127.0.0.1:5099/a.js' }).analyticsScriptUrl).toBe(
      'http://127.0.0.1:5099/a.js',
    );
    for (const bad of [
      'http://stats.example.com/a.js',
      'javascript:alert(1)',
      'https://u:p@stats.example.com/a.js',
    ])
      expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: bad }), bad).toThrow(/ANALYTICS_SCRIPT_URL/);
  });

  it('takes a rating for the structured data only when both settings give a real one', () => {
    expect(loadConfig({}).rating).toBeNull();
    expect(loadConfig({ SITE_RATING_VALUE: '4.7', SITE_RATING_COUNT: '312' }).rating).toEqual({
      value: 4.7,
      count: 312,
    });
    for (const bad of [
      { SITE_RATING_VALUE: '4.9' },
      { SITE_RATING_COUNT: '1250' },
      { SITE_RATING_VALUE: '6', SITE_RATING_COUNT: '10' },
      { SITE_RATING_VALUE: '0.5', SITE_RATING_COUNT: '10' },
      { SITE_RATING_VALUE: '4', SITE_RATING_COUNT: '2.5' },
      { SITE_RATING_VALUE: '4', SITE_RATING_COUNT: '0' },
      { SITE_RATING_VALUE: 'great', SITE_RATING_COUNT: '10' },
    ])
      expect(() => loadConfig(bad), JSON.stringify(bad)).toThrow(/SITE_RATING/);
  });

  it('serves metrics only when asked, behind a token of at least 16 characters', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false, token: undefined });
    const token = 'a-scrape-token-of-24-chars';
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: token }).metrics).toEqual({
      enabled: true,
      token,
    });
    expect(() => loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('reports every bad variable at once', () => {
    try {
      loadConfig({ PORT: '0', ROLE: 'boss' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/ROLE/);
    }
  });

  it('refuses API-only or worker-only processes on the embedded database', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE: "worker" needs DATABASE_URL/);
    const config = loadConfig({ ROLE: 'api', DATABASE_URL: 'postgres://localhost/vidcraft' });
    expect(config.jobs.runWorkers).toBe(false);
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://localhost/vidcraft' });
  });

  it('derives the public URL from the port and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://vidcraft.example.com/' }).publicUrl).toBe(
      'https://vidcraft.example.com',
    );
  });
});

describe('loadConfig: file storage', () => {
  const s3 = {
    FILE_STORE: 's3',
    S3_BUCKET: 'vidcraft-files',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret/value+with=signs',
  };

  it('keeps files in the data dir unless told otherwise, whatever S3 variables are set', () => {
    expect(loadConfig({}).fileStore).toEqual({ kind: 'datadir' });
    expect(loadConfig({ S3_BUCKET: 'unused' }).fileStore).toEqual({ kind: 'datadir' });
  });

  it('reads an S3-compatible bucket', () => {
    expect(loadConfig(s3).fileStore).toEqual({
      kind: 's3',
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'vidcraft-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/value+with=signs',
      forcePathStyle: false,
      prefix: undefined,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/vidcraft/prod/',
      }).fileStore,
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'vidcraft/prod',
    });
    expect(loadConfig({ ...s3, S3_PREFIX: '' }).fileStore).toMatchObject({ prefix: undefined });
  });

  it('names every S3 setting that FILE_STORE=s3 still needs', () => {
    try {
      loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'vidcraft-files' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(message).toContain(`${name}: required with FILE_STORE="s3"`);
      }
      expect(message).not.toContain('S3_BUCKET');
    }
  });

  it('refuses malformed S3 settings, naming the variable', () => {
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'https://r2.example.com/bucket' })).toThrow(
      /S3_ENDPOINT: must be the service base URL/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'https://user:pw@s3.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'no' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_REGION: 'US East' })).toThrow(/S3_REGION/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    for (const prefix of ['../up', 'a/../b', 'a//b', 'a b', '.hidden']) {
      expect(() => loadConfig({ ...s3, S3_PREFIX: prefix })).toThrow(/S3_PREFIX/);
    }
  });
});

describe('loadConfig: image models', () => {
  it('has no image model unless IMAGE_PROVIDER names one, whatever other IMAGE_ variables are set', () => {
    expect(loadConfig({}).images).toBeNull();
    expect(loadConfig({ IMAGE_API_KEY: 'sk-unused', IMAGE_MODEL: 'gpt-image-1' }).images).toBeNull();
  });

  it('reads each provider with its default model, the public endpoint and a 120 s timeout', () => {
    expect(loadConfig({ IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test' }).images).toEqual({
      provider: 'openai',
      apiKey: 'sk-test',
      model: 'gpt-image-1',
      baseUrl: undefined,
      timeoutMs: 120_000,
    });
    expect(loadConfig({ IMAGE_PROVIDER: 'fal', IMAGE_API_KEY: 'id:secret' }).images?.model).toBe(
      'fal-ai/flux/dev',
    );
    expect(loadConfig({ IMAGE_PROVIDER: 'replicate', IMAGE_API_KEY: 'r8_x' }).images?.model).toBe(
      'black-forest-labs/flux-schnell',
    );
    expect(
      loadConfig({
        IMAGE_PROVIDER: 'comfyui',
        IMAGE_BASE_URL: 'http://127.0.0.1:8188/',
        IMAGE_MODEL: 'juggernautXL_v9.safetensors',
        IMAGE_TIMEOUT_MS: '300000',
      }).images,
    ).toEqual({
      provider: 'comfyui',
      apiKey: undefined,
      model: 'juggernautXL_v9.safetensors',
      baseUrl: 'http://127.0.0.1:8188',
      timeoutMs: 300_000,
    });
  });

  it('names what a provider still needs', () => {
    for (const provider of ['openai', 'fal', 'replicate']) {
      expect(() => loadConfig({ IMAGE_PROVIDER: provider })).toThrow(
        `IMAGE_API_KEY: required with IMAGE_PROVIDER="${provider}"`,
      );
    }
    expect(() => loadConfig({ IMAGE_PROVIDER: 'comfyui' })).toThrow(
      /IMAGE_BASE_URL: required with IMAGE_PROVIDER="comfyui"/,
    );
  });

  it('refuses malformed image settings, naming the variable', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'midjourney' })).toThrow(/IMAGE_PROVIDER/);
    const openai = { IMAGE_PROVIDER: 'openai', IMAGE_API_KEY: 'sk-test' };
    expect(() => loadConfig({ ...openai, IMAGE_BASE_URL: 'file:///etc/passwd' })).toThrow(/IMAGE_BASE_URL/);
    expect(() => loadConfig({ ...openai, IMAGE_BASE_URL: 'https://user:pw@proxy.example.com/v1' })).toThrow(
      /IMAGE_BASE_URL/,
    );
    expect(() => loadConfig({ ...openai, IMAGE_TIMEOUT_MS: '10' })).toThrow(/IMAGE_TIMEOUT_MS/);
    expect(() => loadConfig({ ...openai, IMAGE_MODEL: 'fal-ai/../admin' })).toThrow(/IMAGE_MODEL/);
    expect(() => loadConfig({ ...openai, IMAGE_API_KEY: '  ' })).toThrow(/IMAGE_API_KEY/);
  });

  it('refuses a production start whose PUBLIC_URL is unset or local (crawlers would get localhost canonicals)', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/PUBLIC_URL.*unset/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:5000' })).toThrow(
      ConfigError,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://vidcraft.example.org/' }).publicUrl,
    ).toBe('https://vidcraft.example.org');
  });
});
