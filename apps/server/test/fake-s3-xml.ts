// The S3 wire format pieces fake-s3.ts answers with: XML documents, S3's error body, and the integrity headers
// (Content-MD5, x-amz-checksum-*) it checks against the body received.
import { createHash } from 'node:crypto';
import type http from 'node:http';
import { crc32 } from 'node:zlib';

export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, string>;
  constructor(status: number, code: string, message: string, extra: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
export const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
export const md5 = (data: Buffer) => createHash('md5').update(data).digest();
export const tag = (name: string, value: string | number | boolean) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;
export const malformedXml = () =>
  new S3Error(
    400,
    'MalformedXML',
    'The XML you provided was not well-formed or did not validate against our published schema',
  );

/** Content-MD5 and the x-amz-checksum-* headers S3 verifies against the body it received. */
export function checkDigests(headers: http.IncomingHttpHeaders, body: Buffer): void {
  const expected: [string, () => string][] = [
    ['content-md5', () => md5(body).toString('base64')],
    [
      'x-amz-checksum-crc32',
      () => Buffer.from(crc32(body).toString(16).padStart(8, '0'), 'hex').toString('base64'),
    ],
    ['x-amz-checksum-sha256', () => createHash('sha256').update(body).digest('base64')],
    ['x-amz-checksum-sha1', () => createHash('sha1').update(body).digest('base64')],
  ];
  for (const [name, compute] of expected) {
    const sent = headers[name];
    if (typeof sent === 'string' && sent !== compute()) {
      throw new S3Error(
        400,
        'BadDigest',
        'The Content-MD5 or checksum value that you specified did not match what the server received.',
      );
    }
  }
}

/** S3's error document: code, message, any extra fields (Key, BucketName, AWSAccessKeyId), request and host ids. */
export function errorBody(error: S3Error, requestId: string, hostId: string): string {
  const extra = Object.entries(error.extra)
    .map(([name, value]) => tag(name, value))
    .join('');
  return xml(
    `<Error>${tag('Code', error.code)}${tag('Message', error.message)}${extra}${tag('RequestId', requestId)}${tag('HostId', hostId)}</Error>`,
  );
}
