// Files in a bucket of any S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze B2) through the
// official SDK. A Buffer is one PutObject; a stream goes through lib-storage's Upload, which sends one
// PutObject when the stream ends within a part (5 MiB) and a multipart upload otherwise — either way S3 makes
// the object visible only when it is whole, and a failed multipart upload is aborted. Every key is checked
// with assertStorageKey before it reaches the bucket; an optional prefix keeps Vidcraft's objects apart.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { assertStorageKey, type FileStore, type StoredFile } from './file-store.ts';
import { s3Sdk, s3UploadSdk } from './s3-sdk.ts';
import { s3StorageError } from './s3-storage-error.ts';

export interface S3FileStoreOptions {
  /** The service's base URL (MinIO, R2, B2…); unset: AWS S3 for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
  /** Prepended to every key as `<prefix>/<key>` (no leading or trailing slash). */
  prefix?: string;
}

/** DeleteObjects takes at most 1,000 keys, and ListObjectsV2 returns at most 1,000 per page. */
const BATCH = 1000;

const GetOutput = z.object({
  ContentLength: z.number().int().min(0),
  ContentType: z.string().min(1).optional(),
});
const ListOutput = z.object({
  Contents: z.array(z.object({ Key: z.string().min(1) })).optional(),
  IsTruncated: z.boolean().optional(),
  NextContinuationToken: z.string().min(1).optional(),
});
const DeleteOutput = z.object({
  Errors: z.array(z.object({ Key: z.string().optional(), Code: z.string().optional() })).optional(),
});

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly where: string;

  /** `clientConfig` adds to the SDK client's settings (tests: a request handler, retry attempts). */
  constructor(options: S3FileStoreOptions, clientConfig: Partial<S3ClientConfig> = {}) {
    if (options.prefix) assertStorageKey(options.prefix);
    this.bucket = options.bucket;
    this.prefix = options.prefix ? `${options.prefix}/` : '';
    this.where = `bucket "${options.bucket}"${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = new (s3Sdk().S3Client)({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where S3 requires them (multi-object delete): several S3-compatible services reject the
      // SDK's default trailing checksums on uploads.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...clientConfig,
    });
  }

  private objectKey(key: string): string {
    return `${this.prefix}${assertStorageKey(key)}`;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredFile> {
    const Key = this.objectKey(key);
    if (Buffer.isBuffer(body)) {
      await this.call('put', () =>
        this.client.send(
          new (s3Sdk().PutObjectCommand)({
            Bucket: this.bucket,
            Key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        ),
      );
      return { key, size: body.length, contentType };
    }
    let size = 0;
    let sourceError: unknown = null;
    async function* counted() {
      try {
        for await (const chunk of body) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
          size += bytes.length;
          yield bytes;
        }
      } catch (error) {
        sourceError = error;
        throw error;
      }
    }
    const upload = new (s3UploadSdk().Upload)({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: Readable.from(counted()), ContentType: contentType },
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (error) {
      // The caller's stream failing is the caller's error; anything else came from the service.
      if (sourceError !== null) throw sourceError;
      throw s3StorageError(this.where, 'put', error);
    }
    return { key, size, contentType };
  }

  async get(key: string): Promise<{ body: Readable; file: StoredFile } | null> {
    const Key = this.objectKey(key);
    let output;
    try {
      output = await this.client.send(new (s3Sdk().GetObjectCommand)({ Bucket: this.bucket, Key }));
    } catch (error) {
      if (error instanceof s3Sdk().S3ServiceException && error.name === 'NoSuchKey') return null;
      throw s3StorageError(this.where, 'get', error);
    }
    const body = output.Body;
    const meta = GetOutput.safeParse(output);
    if (!(body instanceof Readable) || !meta.success) {
      if (body instanceof Readable) body.destroy();
      throw this.unreadable('get', 'no body stream or size');
    }
    return {
      body,
      file: {
        key,
        size: meta.data.ContentLength,
        contentType: meta.data.ContentType ?? 'application/octet-stream',
      },
    };
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.call('delete', () =>
      this.client.send(new (s3Sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key })),
    );
  }

  async deletePrefix(prefix: string): Promise<number> {
    const listPrefix = `${this.objectKey(prefix)}/`;
    let count = 0;
    let token: string | undefined;
    do {
      const page = this.parse(
        ListOutput,
        'list',
        await this.call('list', () =>
          this.client.send(
            new (s3Sdk().ListObjectsV2Command)({
              Bucket: this.bucket,
              Prefix: listPrefix,
              MaxKeys: BATCH,
              ContinuationToken: token,
            }),
          ),
        ),
      );
      const keys = (page.Contents ?? []).map((entry) => entry.Key);
      if (keys.some((key) => !key.startsWith(listPrefix)))
        throw this.unreadable('list', 'keys outside the prefix');
      for (let start = 0; start < keys.length; start += BATCH) {
        count += await this.deleteBatch(keys.slice(start, start + BATCH));
      }
      if (page.IsTruncated && !page.NextContinuationToken)
        throw this.unreadable('list', 'no continuation token');
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return count;
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private async deleteBatch(keys: string[]): Promise<number> {
    const command = new (s3Sdk().DeleteObjectsCommand)({
      Bucket: this.bucket,
      Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
    });
    // S3 requires an integrity header on multi-object deletes. The SDK sends a CRC32 checksum, which AWS and
    // current MinIO accept but older MinIO and several other S3-compatible services refuse; Content-MD5 is the
    // header all of them accept, so the delete carries that instead (after the SDK's checksum step, before
    // signing).
    command.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        if (request.headers && typeof request.body === 'string') {
          for (const name of Object.keys(request.headers)) {
            if (/^x-amz-(?:sdk-)?checksum-/i.test(name)) delete request.headers[name];
          }
          request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
        }
        return next(args);
      },
      { step: 'build', priority: 'low', name: 'vidcraftDeleteObjectsContentMd5' },
    );
    const result = this.parse(
      DeleteOutput,
      'delete',
      await this.call('delete', () => this.client.send(command)),
    );
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0]!;
      throw new AppError(
        'UPSTREAM_UNAVAILABLE',
        `S3 storage (${this.where}) did not delete ${failed.length} of ${keys.length} files (first: ${first.Key ?? '?'}, ${first.Code ?? 'unknown error'}).`,
        {
          details: { storage: 's3', operation: 'delete', reason: first.Code ?? null, failed: failed.length },
        },
      );
    }
    return keys.length;
  }

  private parse<T>(schema: z.ZodType<T>, operation: string, output: unknown): T {
    const parsed = schema.safeParse(output);
    if (!parsed.success) throw this.unreadable(operation, parsed.error.issues[0]?.message ?? 'invalid');
    return parsed.data;
  }

  /** The service answered, but not with what S3 answers. */
  private unreadable(operation: string, what: string): AppError {
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      `S3 storage (${this.where}) gave an answer to the ${operation} that is not S3's (${what}).`,
      { details: { storage: 's3', operation, reason: 'UNREADABLE_ANSWER' } },
    );
  }

  private async call<T>(operation: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw s3StorageError(this.where, operation, error);
    }
  }
}
