// Identifier, etag and page-token formats that look like YouTube's and Google's on the wire.
import { createHash, randomBytes } from 'node:crypto';

function digest(algorithm: 'sha1' | 'sha256', input: string): Buffer {
  return createHash(algorithm).update(input).digest();
}

/** 11-character video id (8 bytes of base64url), derived from a stable name. */
export function videoIdFor(name: string): string {
  return digest('sha256', `video:${name}`).subarray(0, 8).toString('base64url');
}

/** `UC` + 22 characters, like a real channel id. */
export function channelIdFor(name: string): string {
  return `UC${digest('sha256', `channel:${name}`).subarray(0, 16).toString('base64url')}`;
}

/** Caption track ids are long opaque base64url strings on YouTube. */
export function captionIdFor(name: string): string {
  return `AUieDa${digest('sha256', `caption:${name}`).subarray(0, 24).toString('base64url')}`;
}

/** A numeric Google account subject (21 digits), derived from a stable name. */
export function subjectFor(name: string): string {
  const bytes = digest('sha256', `sub:${name}`);
  let digits = '1';
  for (let i = 0; digits.length < 21; i += 1) digits += String((bytes[i % bytes.length] ?? 0) % 10);
  return digits;
}

/** Etags are 27-character base64url strings (a 20-byte hash without padding). */
export function etagOf(value: unknown): string {
  return digest('sha1', JSON.stringify(value)).toString('base64url');
}

/** The constant etag YouTube returns for empty lists. */
export const EMPTY_LIST_ETAG = 'RuuXzTIr0OoDqI4S0RU6n4FqKEM';

export function randomId(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** `playlistItem.id` is base64 of "<playlistId>.<videoId>". */
export function playlistItemIdFor(playlistId: string, videoId: string): string {
  return Buffer.from(`${playlistId}.${videoId}`).toString('base64');
}

function varint(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
  return bytes;
}

/**
 * Page tokens mimic Google's protobuf-encoded tokens: field 1 = offset, field 2 = direction.
 * An offset of 10 forward encodes as `CAoQAA`, exactly like YouTube's.
 */
export function encodePageToken(offset: number, direction: 'next' | 'prev'): string {
  return Buffer.from([0x08, ...varint(offset), 0x10, direction === 'next' ? 0 : 1]).toString('base64url');
}

export function decodePageToken(token: string): number | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < 4 || bytes[0] !== 0x08) return null;
  let offset = 0;
  let shift = 1;
  let i = 1;
  for (; i < bytes.length; i += 1) {
    const byte = bytes[i] ?? 0;
    offset += (byte & 0x7f) * shift;
    shift *= 128;
    if ((byte & 0x80) === 0) break;
  }
  if (bytes[i + 1] !== 0x10 || i + 3 !== bytes.length || (bytes[i + 2] ?? 2) > 1) return null;
  if (Buffer.from(bytes).toString('base64url') !== token) return null;
  return offset;
}
