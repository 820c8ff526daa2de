// A fake S3-compatible server on loopback that speaks the S3 REST protocol the file store uses: PUT/GET/HEAD/
// DELETE object, multipart uploads (create, upload part, complete, abort), ListObjectsV2 with continuation
// tokens and a page cap, and multi-object delete (POST ?delete). Path-style (`/bucket/key`) and virtual-hosted
// (`bucket.localhost/key`) requests both work. Every request must carry a valid SigV4 signature for a known
// key; payload hashes and checksums are verified; failures answer with S3's XML error bodies. Tests read the
// objects and the requests it received.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkDigests,
  errorBody,
  malformedXml,
  md5,
  NS,
  S3Error,
  tag,
  unescapeXml,
  xml,
} from './fake-s3-xml.ts';
import { checkSignature, sha256Hex } from './fake-s3-sigv4.ts';

export interface FakeS3Credential {
  accessKeyId: string;
  secretAccessKey: string;
  /** Writes and deletes answer AccessDenied, as with a read-only IAM policy. */
  readOnly?: boolean;
}

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  operation: string;
  key: string | null;
  style: 'path' | 'virtual-hosted';
  accessKeyId: string | null;
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** S3's smallest part, except for the last one of an upload. */
const MIN_PART_SIZE = 5 * 1024 * 1024;

interface Upload {
  key: string;
  contentType: string;
  parts: Map<number, { body: Buffer; etag: string }>;
}

export async function startFakeS3(
  options: { bucket?: string; region?: string; credentials?: FakeS3Credential[]; listPageSize?: number } = {},
) {
  const bucket = options.bucket ?? 'vidcraft-test';
  const region = options.region ?? 'us-east-1';
  const credentials = options.credentials ?? [
    { accessKeyId: 'AKIAFAKEVIDCRAFT0001', secretAccessKey: 'fake-secret-0001/abcdefghijklmnopqrstuvw' },
  ];
  const listPageSize = options.listPageSize ?? 1000;
  const objects = new Map<string, FakeS3Object>();
  const uploads = new Map<string, Upload>();
  const requests: FakeS3Request[] = [];
  /** Keys whose deletion is refused per key inside a multi-object delete (as under a legal hold). */
  const lockedKeys = new Set<string>();
  const hostId = randomBytes(24).toString('base64');

  function respondError(res: http.ServerResponse, method: string, error: S3Error): void {
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    res.writeHead(error.status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
    res.end(method === 'HEAD' ? undefined : errorBody(error, requestId, hostId));
  }

  function sendXml(res: http.ServerResponse, body: string): void {
    res.writeHead(200, { 'content-type': 'application/xml' }).end(xml(body));
  }

  function listObjects(query: URLSearchParams, res: http.ServerResponse): void {
    if (query.has('delimiter'))
      throw new S3Error(501, 'NotImplemented', 'The fake lists without delimiters.');
    const prefix = query.get('prefix') ?? '';
    const requested = Number(query.get('max-keys') ?? 1000);
    if (!Number.isInteger(requested) || requested < 0) {
      throw new S3Error(400, 'InvalidArgument', 'Provided max-keys not an integer or within integer range');
    }
    const maxKeys = Math.min(requested, listPageSize);
    const token = query.get('continuation-token');
    let after = query.get('start-after') ?? '';
    if (token !== null) {
      const decoded = Buffer.from(token, 'base64url').toString('utf8');
      if (!decoded.startsWith('fake:')) {
        throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect');
      }
      after = decoded.slice('fake:'.length);
    }
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key)!;
        return `<Contents>${tag('Key', key)}${tag('LastModified', object.lastModified.toISOString())}${tag('ETag', object.etag)}${tag('Size', object.body.length)}${tag('StorageClass', 'STANDARD')}</Contents>`;
      })
      .join('');
    const next = truncated
      ? tag('NextContinuationToken', Buffer.from(`fake:${page.at(-1)}`).toString('base64url'))
      : '';
    sendXml(
      res,
      `<ListBucketResult xmlns="${NS}">${tag('Name', bucket)}${tag('Prefix', prefix)}${tag('KeyCount', page.length)}${tag('MaxKeys', maxKeys)}${tag('IsTruncated', truncated)}${token === null ? '' : tag('ContinuationToken', token)}${next}${contents}</ListBucketResult>`,
    );
  }

  function deleteObjects(headers: http.IncomingHttpHeaders, body: Buffer, res: http.ServerResponse): void {
    if (!Object.keys(headers).some((name) => name === 'content-md5' || name.startsWith('x-amz-checksum-'))) {
      throw new S3Error(400, 'InvalidRequest', 'Missing required header for this request: Content-MD5');
    }
    const text = body.toString('utf8');
    if (!/^\s*(?:<\?xml[^>]*\?>\s*)?<Delete[\s>]/.test(text)) throw malformedXml();
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(text);
    const keys = [...text.matchAll(/<Object>([\s\S]*?)<\/Object>/g)].map((match) => {
      const key = /<Key>([\s\S]*?)<\/Key>/.exec(match[1]!)?.[1];
      if (key === undefined) throw malformedXml();
      return unescapeXml(key);
    });
    if (keys.length === 0 || keys.length > 1000) throw malformedXml();
    const results = keys.map((key) => {
      if (lockedKeys.has(key)) {
        return `<Error>${tag('Key', key)}${tag('Code', 'AccessDenied')}${tag('Message', 'Access Denied')}</Error>`;
      }
      objects.delete(key);
      return quiet ? '' : `<Deleted>${tag('Key', key)}</Deleted>`;
    });
    sendXml(res, `<DeleteResult xmlns="${NS}">${results.join('')}</DeleteResult>`);
  }

  function completeUpload(key: string, uploadId: string, body: Buffer, res: http.ServerResponse): void {
    const upload = uploads.get(uploadId);
    if (!upload || upload.key !== key) throw noSuchUpload();
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(match[1]!)?.[1]),
      etag: unescapeXml(/<ETag>([\s\S]*?)<\/ETag>/.exec(match[1]!)?.[1] ?? ''),
    }));
    if (listed.length === 0) throw malformedXml();
    const chunks: Buffer[] = [];
    listed.forEach((part, index) => {
      if (index > 0 && part.number <= listed[index - 1]!.number) {
        throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      }
      const stored = upload.parts.get(part.number);
      if (!stored || stored.etag !== part.etag) {
        throw new S3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      }
      if (index < listed.length - 1 && stored.body.length < MIN_PART_SIZE) {
        throw new S3Error(
          400,
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed size',
        );
      }
      chunks.push(stored.body);
    });
    const whole = Buffer.concat(chunks);
    const digests = Buffer.concat(chunks.map((chunk) => md5(chunk)));
    const etag = `"${md5(digests).toString('hex')}-${chunks.length}"`;
    objects.set(key, { body: whole, contentType: upload.contentType, etag, lastModified: new Date() });
    uploads.delete(uploadId);
    sendXml(
      res,
      `<CompleteMultipartUploadResult xmlns="${NS}">${tag('Bucket', bucket)}${tag('Key', key)}${tag('ETag', etag)}</CompleteMultipartUploadResult>`,
    );
  }

  const noSuchUpload = () =>
    new S3Error(
      404,
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
    );

  function objectOperation(
    req: http.IncomingMessage,
    key: string,
    query: URLSearchParams,
    body: Buffer,
    res: http.ServerResponse,
  ): string {
    const method = req.method ?? 'GET';
    const uploadId = query.get('uploadId');
    const contentType = req.headers['content-type'] ?? 'binary/octet-stream';
    if (method === 'PUT' && uploadId !== null) {
      const upload = uploads.get(uploadId);
      if (!upload || upload.key !== key) throw noSuchUpload();
      const number = Number(query.get('partNumber'));
      if (!Number.isInteger(number) || number < 1 || number > 10_000) {
        throw new S3Error(
          400,
          'InvalidArgument',
          'Part number must be an integer between 1 and 10000, inclusive',
        );
      }
      const etag = `"${md5(body).toString('hex')}"`;
      upload.parts.set(number, { body, etag });
      res.writeHead(200, { etag }).end();
      return 'UploadPart';
    }
    if (method === 'PUT') {
      if (req.headers['x-amz-copy-source'])
        throw new S3Error(501, 'NotImplemented', 'The fake does not copy.');
      const etag = `"${md5(body).toString('hex')}"`;
      objects.set(key, { body, contentType, etag, lastModified: new Date() });
      res.writeHead(200, { etag }).end();
      return 'PutObject';
    }
    if (method === 'POST' && query.has('uploads')) {
      const id = randomUUID().replaceAll('-', '');
      uploads.set(id, { key, contentType, parts: new Map() });
      sendXml(
        res,
        `<InitiateMultipartUploadResult xmlns="${NS}">${tag('Bucket', bucket)}${tag('Key', key)}${tag('UploadId', id)}</InitiateMultipartUploadResult>`,
      );
      return 'CreateMultipartUpload';
    }
    if (method === 'POST' && uploadId !== null) {
      completeUpload(key, uploadId, body, res);
      return 'CompleteMultipartUpload';
    }
    if (method === 'DELETE' && uploadId !== null) {
      if (!uploads.delete(uploadId)) throw noSuchUpload();
      res.writeHead(204).end();
      return 'AbortMultipartUpload';
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
      return 'DeleteObject';
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = objects.get(key);
      if (!object) throw new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
      res.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.body.length,
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
        'accept-ranges': 'bytes',
      });
      res.end(method === 'HEAD' ? undefined : object.body);
      return method === 'GET' ? 'GetObject' : 'HeadObject';
    }
    throw new S3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const at = url.indexOf('?');
      const rawPath = at < 0 ? url : url.slice(0, at);
      const rawQuery = at < 0 ? '' : url.slice(at + 1);
      const query = new URLSearchParams(rawQuery);
      const host = (req.headers.host ?? '').replace(/:\d+$/, '');
      const virtualHosted = host.endsWith('.localhost');
      const [pathBucket, ...rest] = rawPath.slice(1).split('/');
      const requestedBucket = virtualHosted ? host.slice(0, -'.localhost'.length) : (pathBucket ?? '');
      const key = decodeURIComponent(virtualHosted ? rawPath.slice(1) : rest.join('/')) || null;
      const record: FakeS3Request = {
        method,
        operation: 'unknown',
        key,
        style: virtualHosted ? 'virtual-hosted' : 'path',
        accessKeyId: null,
        status: 200,
        headers: req.headers,
      };
      requests.push(record);
      try {
        const body = Buffer.concat(chunks);
        const signature = checkSignature(
          { method, rawPath, rawQuery, headers: req.headers },
          (id) => credentials.find((credential) => credential.accessKeyId === id)?.secretAccessKey,
          region,
        );
        record.accessKeyId = signature.accessKeyId ?? null;
        if (!signature.ok) {
          const status = signature.code === 'AuthorizationHeaderMalformed' ? 400 : 403;
          const extra: Record<string, string> = signature.accessKeyId
            ? { AWSAccessKeyId: signature.accessKeyId }
            : {};
          throw new S3Error(status, signature.code, signature.message, extra);
        }
        const payloadHash = req.headers['x-amz-content-sha256'];
        if (typeof payloadHash === 'string' && /^[0-9a-f]{64}$/.test(payloadHash)) {
          if (payloadHash !== sha256Hex(body)) {
            throw new S3Error(
              400,
              'XAmzContentSHA256Mismatch',
              "The provided 'x-amz-content-sha256' header does not match what was computed.",
            );
          }
        } else if (payloadHash !== 'UNSIGNED-PAYLOAD') {
          throw new S3Error(
            501,
            'NotImplemented',
            `The fake does not decode payloads signed as ${payloadHash}.`,
          );
        }
        checkDigests(req.headers, body);
        if (requestedBucket !== bucket) {
          throw new S3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', {
            BucketName: requestedBucket,
          });
        }
        const writer = credentials.find((credential) => credential.accessKeyId === signature.accessKeyId);
        if (writer?.readOnly && method !== 'GET' && method !== 'HEAD') {
          throw new S3Error(403, 'AccessDenied', 'Access Denied');
        }
        if (key !== null) record.operation = objectOperation(req, key, query, body, res);
        else if (method === 'GET' && query.get('list-type') === '2') {
          record.operation = 'ListObjectsV2';
          listObjects(query, res);
        } else if (method === 'POST' && query.has('delete')) {
          record.operation = 'DeleteObjects';
          deleteObjects(req.headers, body, res);
        } else if (method === 'HEAD') {
          record.operation = 'HeadBucket';
          res.writeHead(200).end();
        } else {
          throw new S3Error(
            501,
            'NotImplemented',
            'A header you provided implies functionality that is not implemented',
          );
        }
        record.status = res.statusCode;
      } catch (error) {
        const s3Error =
          error instanceof S3Error
            ? error
            : new S3Error(500, 'InternalError', `We encountered an internal error: ${String(error)}`);
        record.status = s3Error.status;
        respondError(res, method, s3Error);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Path-style base URL; with `localhost` instead, a client may address the bucket as `<bucket>.localhost`. */
    endpoint: `http://127.0.0.1:${port}`,
    port,
    bucket,
    region,
    credentials: credentials[0]!,
    objects,
    requests,
    lockedKeys,
    /** Multipart uploads started and neither completed nor aborted. */
    openUploads: () => uploads.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
