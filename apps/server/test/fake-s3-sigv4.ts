// Checks an AWS Signature Version 4 `Authorization` header the way S3 does: the credential scope (key id, date,
// region, service), the clock, and the signature itself recomputed from the canonical request with the
// secret the fake knows for that key. Used by fake-s3.ts; written from the published SigV4 algorithm.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface SignedRequest {
  method: string;
  /** The path exactly as sent (already URI-encoded by the client), without the query. */
  rawPath: string;
  rawQuery: string;
  headers: IncomingHttpHeaders;
}

export type SignatureCheck =
  { ok: true; accessKeyId: string } | { ok: false; code: string; message: string; accessKeyId?: string };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved characters stay; everything else is %XX (what SigV4 asks for). */
function strictEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at));
      const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1));
      return [strictEncode(name), strictEncode(value)] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

/** `2024-05-01T12:00:00Z` from SigV4's `20240501T120000Z`. */
function parseAmzDate(value: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

export function checkSignature(
  request: SignedRequest,
  secretFor: (accessKeyId: string) => string | undefined,
  region: string,
  now = Date.now(),
): SignatureCheck {
  const authorization = request.headers.authorization;
  if (!authorization) return { ok: false, code: 'AccessDenied', message: 'Access Denied' };
  const match = AUTHORIZATION.exec(authorization);
  if (!match) {
    return {
      ok: false,
      code: 'AuthorizationHeaderMalformed',
      message: 'The authorization header is malformed; it is not a valid AWS4-HMAC-SHA256 header.',
    };
  }
  const [, accessKeyId, scopeDate, scopeRegion, service, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const secret = secretFor(accessKeyId);
  if (secret === undefined) {
    return {
      ok: false,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      accessKeyId,
    };
  }
  if (scopeRegion !== region || service !== 's3') {
    return {
      ok: false,
      code: 'AuthorizationHeaderMalformed',
      message: `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
      accessKeyId,
    };
  }
  const amzDate = headerValue(request.headers, 'x-amz-date');
  const signedAt = parseAmzDate(amzDate);
  if (Number.isNaN(signedAt) || !amzDate.startsWith(scopeDate)) {
    return {
      ok: false,
      code: 'AccessDenied',
      message: 'AWS authentication requires a valid Date or x-amz-date header',
      accessKeyId,
    };
  }
  if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    return {
      ok: false,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
      accessKeyId,
    };
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
    return {
      ok: false,
      code: 'AccessDenied',
      message: 'host, x-amz-date and x-amz-content-sha256 must be signed',
      accessKeyId,
    };
  }
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery(request.rawQuery),
    names.map((name) => `${name}:${headerValue(request.headers, name)}\n`).join(''),
    signedHeaders,
    headerValue(request.headers, 'x-amz-content-sha256'),
  ].join('\n');
  const scope = `${scopeDate}/${scopeRegion}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${secret}`, scopeDate);
  for (const part of [scopeRegion, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      ok: false,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      accessKeyId,
    };
  }
  return { ok: true, accessKeyId };
}

export { sha256 as sha256Hex };
