// A server started with the default configuration (Google sandbox, no AI, translation, image, transcription or
// payment provider, files in the data dir, no Redis) loads none of those providers' SDKs: they are loaded with
// their first use (src/integrations/load-on-first-use.ts), so they cost no memory where they are not chosen.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildApp, type ChildApp } from './child-app.ts';

const PROVIDER_SDKS = [
  'ai',
  '@ai-sdk/',
  '@aws-sdk/',
  '@google-cloud/translate',
  '@napi-rs/canvas',
  'deepl-node',
  'ioredis',
  'stripe',
];

let app: ChildApp;
let recordDir: string;
let loaded: string[];

beforeAll(async () => {
  recordDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-loaded-modules-'));
  const file = path.join(recordDir, 'loaded.txt');
  app = await createChildApp({
    NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'record-loaded-modules.ts')}`,
    LOADED_MODULES_FILE: file,
  });
  await app.start();
  loaded = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean);
}, 90_000);

afterAll(async () => {
  await app?.close();
  await fs.rm(recordDir, { recursive: true, force: true });
});

const packageOf = (url: string) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1];

describe('a server with the default configuration', () => {
  it('has loaded its own modules and the libraries it serves with', () => {
    const packages = new Set(loaded.map(packageOf));
    expect(packages).toContain('fastify');
    expect(packages).toContain('kysely');
    expect(loaded.some((url) => url.endsWith('/apps/server/src/main.ts'))).toBe(true);
  });

  it('has loaded no provider SDK', () => {
    const providers = [...new Set(loaded.map(packageOf))].filter(
      (name) =>
        name !== undefined &&
        PROVIDER_SDKS.some((sdk) => (sdk.endsWith('/') ? name.startsWith(sdk) : name === sdk)),
    );
    expect(providers).toEqual([]);
  });
});
