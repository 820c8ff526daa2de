import http from 'node:http';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { startFakeS3, type FakeS3 } from '../../../test/fake-s3.ts';
import { fileStoreContract } from '../../../test/file-store-contract.ts';
import { S3FileStore, type S3FileStoreOptions } from './s3-file-store.ts';

function optionsFor(fake: FakeS3, more: Partial<S3FileStoreOptions> = {}): S3FileStoreOptions {
  return {
    endpoint: fake.endpoint,
    region: fake.region,
    bucket: fake.bucket,
    accessKeyId: fake.credentials.accessKeyId,
    secretAccessKey: fake.credentials.secretAccessKey,
    forcePathStyle: true,
    ...more,
  };
}

/** The error a failed call rejects with, for assertions on its code, message and details. */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => expect.unreachable('the call succeeded'),
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the S3 file store', () => {
  const stores: S3FileStore[] = [];
  let fake: FakeS3;
  const open = (more: Partial<S3FileStoreOptions> = {}, client = {}) => {
    const store = new S3FileStore(optionsFor(fake, more), client);
    stores.push(store);
    return store;
  };
  beforeAll(async () => {
    fake = await startFakeS3({
      listPageSize: 3,
      credentials: [
        { accessKeyId: 'AKIAFAKEVIDCRAFT0001', secretAccessKey: 'fake-secret-0001/abcdefghijklmnopqrstuvw' },
        { accessKeyId: 'AKIAFAKEREADONLY0002', secretAccessKey: 'fake-secret-0002', readOnly: true },
      ],
    });
  });
  afterAll(async () => {
    for (const store of stores) store.close();
    await fake.close();
  });

  describe('holds to the FileStore contract', () => {
    fileStoreContract(async () => open());
  });

  it('pages through the listing and deletes each page in one batch', async () => {
    const store = open();
    for (let index = 0; index < 8; index += 1) {
      await store.put(`thumbnails/paged/${index}.png`, Buffer.from('x'), 'image/png');
    }
    const before = fake.requests.length;
    expect(await store.deletePrefix('thumbnails/paged')).toBe(8);
    const operations = fake.requests.slice(before).map((request) => request.operation);
    expect(operations).toEqual([
      'ListObjectsV2',
      'DeleteObjects',
      'ListObjectsV2',
      'DeleteObjects',
      'ListObjectsV2',
      'DeleteObjects',
    ]);
    expect([...fake.objects.keys()].filter((key) => key.startsWith('thumbnails/paged/'))).toEqual([]);
    // Content-MD5, which every S3-compatible service accepts (older MinIO refuses the SDK's CRC32 here).
    const deletes = fake.requests.slice(before).filter((request) => request.operation === 'DeleteObjects');
    for (const { headers } of deletes) {
      expect(headers['content-md5']).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Object.keys(headers).filter((name) => name.startsWith('x-amz-checksum-'))).toEqual([]);
    }
  });

  it('uploads a large stream in parts and aborts the upload when the stream fails', async () => {
    const store = open();
    const before = fake.requests.length;
    await store.put('uploads/parts/whole.bin', Buffer.alloc(0), 'video/mp4');
    const bytes = Buffer.alloc(11 * 1024 * 1024, 7);
    await store.put('uploads/parts/whole.bin', Readable.from([bytes]), 'video/mp4');
    const used = fake.requests.slice(before).map((request) => request.operation);
    expect(used.filter((operation) => operation === 'UploadPart')).toHaveLength(3);
    expect(used).toContain('CompleteMultipartUpload');
    expect(fake.objects.get('uploads/parts/whole.bin')?.body.equals(bytes)).toBe(true);

    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(6 * 1024 * 1024, 1);
        yield Buffer.alloc(6 * 1024 * 1024, 2);
        throw new Error('connection lost');
      })(),
    );
    await expect(store.put('uploads/parts/whole.bin', failing, 'video/mp4')).rejects.toThrow(
      'connection lost',
    );
    expect(fake.openUploads()).toBe(0);
    expect(fake.objects.get('uploads/parts/whole.bin')?.body.equals(bytes)).toBe(true);
  });

  it('keeps its objects under the configured prefix', async () => {
    const store = open({ prefix: 'vidcraft/prod' });
    await store.put('thumbnails/u9/a.png', Buffer.from('a'), 'image/png');
    expect(fake.objects.has('vidcraft/prod/thumbnails/u9/a.png')).toBe(true);
    expect(await text((await store.get('thumbnails/u9/a.png'))!.body)).toBe('a');
    expect(await open().get('thumbnails/u9/a.png')).toBeNull();
    expect(await store.deletePrefix('thumbnails/u9')).toBe(1);
    expect(fake.objects.has('vidcraft/prod/thumbnails/u9/a.png')).toBe(false);
    expect(() => open({ prefix: '../up' })).toThrow(/Invalid storage key/);
  });

  it('addresses the bucket as a host name unless path style is forced', async () => {
    // `<bucket>.localhost` is resolved to the fake by the agent, as DNS would for a real service.
    const toLoopback: LookupFunction = (_host, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);
    const agent = new http.Agent({ lookup: toLoopback });
    const store = open(
      { endpoint: `http://localhost:${fake.port}`, forcePathStyle: false },
      { requestHandler: { httpAgent: agent } },
    );
    const before = fake.requests.length;
    await store.put('thumbnails/vh/a.png', Buffer.from('a'), 'image/png');
    expect(await text((await store.get('thumbnails/vh/a.png'))!.body)).toBe('a');
    expect(fake.requests.slice(before).map((request) => request.style)).toEqual([
      'virtual-hosted',
      'virtual-hosted',
    ]);
    agent.destroy();
  });

  it('says clearly when the credentials are wrong, and never mistakes that for a missing file', async () => {
    const wrongSecret = open({ secretAccessKey: 'not-the-secret' });
    const put = await failure(wrongSecret.put('thumbnails/u1/a.png', Buffer.from('x'), 'image/png'));
    expect(put.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(put.message).toMatch(/rejected the configured credentials \(SignatureDoesNotMatch\)/);
    expect(put.message).toMatch(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(put.message).not.toContain('not-the-secret');
    expect(put.details).toMatchObject({
      storage: 's3',
      operation: 'put',
      reason: 'SignatureDoesNotMatch',
      status: 403,
    });

    const unknownKey = open({ accessKeyId: 'AKIANOBODY' });
    const get = await failure(unknownKey.get('thumbnails/nobody/none.png'));
    expect(get.message).toMatch(/\(InvalidAccessKeyId\)/);
    await expect(unknownKey.deletePrefix('thumbnails/u1')).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(unknownKey.put('thumbnails/u1/a.png', Readable.from(['x']), 'image/png')).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
  });

  it('says when the credentials may not write, or a file may not be deleted', async () => {
    const readOnly = open({ accessKeyId: 'AKIAFAKEREADONLY0002', secretAccessKey: 'fake-secret-0002' });
    const denied = await failure(readOnly.put('thumbnails/ro/a.png', Buffer.from('x'), 'image/png'));
    expect(denied.message).toMatch(/denied the put \(AccessDenied\)/);
    expect(await readOnly.get('thumbnails/ro/a.png')).toBeNull();

    const store = open();
    await store.put('thumbnails/held/a.png', Buffer.from('a'), 'image/png');
    await store.put('thumbnails/held/b.png', Buffer.from('b'), 'image/png');
    fake.lockedKeys.add('thumbnails/held/b.png');
    const partial = await failure(store.deletePrefix('thumbnails/held'));
    expect(partial.message).toMatch(
      /did not delete 1 of 2 files \(first: thumbnails\/held\/b\.png, AccessDenied\)/,
    );
    fake.lockedKeys.clear();
  });

  it('says when the bucket does not exist or the service does not answer', async () => {
    const noBucket = await failure(open({ bucket: 'no-such-bucket' }).get('thumbnails/u1/a.png'));
    expect(noBucket.message).toMatch(/has no bucket "no-such-bucket" .*\(NoSuchBucket\): check S3_BUCKET/);

    const closed = await startFakeS3();
    await closed.close();
    const unreachable = open({ endpoint: closed.endpoint }, { maxAttempts: 1 });
    const down = await failure(unreachable.get('thumbnails/u1/a.png'));
    expect(down.message).toMatch(/could not be reached for the get \(ECONNREFUSED\)/);
  });
});
