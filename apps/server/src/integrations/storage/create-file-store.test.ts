import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { createFileStore } from './create-file-store.ts';
import { DataDirFileStore } from './data-dir-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

describe('createFileStore', () => {
  let dataDir: string;
  let fake: FakeS3;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-data-'));
    fake = await startFakeS3();
  });
  afterAll(async () => {
    await fake.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps files under DATA_DIR/files by default', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const store = createFileStore(config.fileStore, config.dataDir);
    expect(store).toBeInstanceOf(DataDirFileStore);
    await store.put('thumbnails/u1/a.png', Buffer.from('png'), 'image/png');
    expect(await fs.readFile(path.join(dataDir, 'files/thumbnails/u1/a.png'), 'utf8')).toBe('png');
  });

  it('uses the bucket FILE_STORE=s3 names', async () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      FILE_STORE: 's3',
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: fake.region,
      S3_BUCKET: fake.bucket,
      S3_ACCESS_KEY_ID: fake.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'vidcraft',
    });
    const store = createFileStore(config.fileStore, config.dataDir);
    expect(store).toBeInstanceOf(S3FileStore);
    await store.put('thumbnails/u1/a.png', Buffer.from('png'), 'image/png');
    expect(fake.objects.get('vidcraft/thumbnails/u1/a.png')?.body.toString()).toBe('png');
    expect(await text((await store.get('thumbnails/u1/a.png'))!.body)).toBe('png');
    (store as S3FileStore).close();
  });
});
