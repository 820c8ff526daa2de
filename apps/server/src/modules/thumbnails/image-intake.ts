// An uploaded image is hostile until proven otherwise. Its type comes from its bytes (never its name or the
// browser's content type), its dimensions from its header before anything is decoded (a 65,000 × 65,000
// header would otherwise ask for 16 GB), and what is kept is a re-encoding of the decoded pixels — so
// metadata (EXIF, GPS), trailing data (polyglots) and anything that is not an image are gone.
import type { Image } from '@napi-rs/canvas';
import { canvasModule } from './canvas-module.ts';
import { imageSize } from 'image-size';
import { AppError } from '../../http/app-error.ts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 12_000;
/** Stored backgrounds never need more than this (the thumbnail is 1280×720). */
const STORED_MAX = { width: 2560, height: 1440 };
const ACCEPTED = new Set(['png', 'jpg', 'webp']);

export interface AcceptedImage {
  image: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const refuse = (reason: string, message: string) =>
  new AppError('VALIDATION', message, { details: { reason } });

/** Metadata beyond this (EXIF, ICC, XMP segments together) is not a photo's: refused rather than parsed. */
const METADATA_MAX_BYTES = 512 * 1024;

/**
 * Where the image's own bytes end (JPEG end-of-image marker, PNG IEND chunk), and how much of a JPEG is
 * metadata segments. Anything after the end is another file riding along (a polyglot).
 */
function structureOf(bytes: Buffer, type: string): { end: number; metadata: number } | null {
  if (type === 'png') {
    let offset = 8;
    while (offset + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(offset);
      const name = bytes.toString('latin1', offset + 4, offset + 8);
      offset += 12 + length;
      if (name === 'IEND') return { end: offset, metadata: 0 };
    }
    return null;
  }
  if (type === 'jpg') {
    let offset = 2;
    let metadata = 0;
    while (offset + 4 <= bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
        offset += marker === 0xff ? 1 : 2;
        continue;
      }
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xe0 && marker <= 0xef) metadata += length;
      if (marker === 0xda) {
        // Entropy-coded data runs to the end-of-image marker (0xFFD9 not preceded by a stuffed 0x00).
        const end = bytes.indexOf(Buffer.from([0xff, 0xd9]), offset + 2 + length);
        return end < 0 ? null : { end: end + 2, metadata };
      }
      offset += 2 + length;
    }
    return null;
  }
  return { end: bytes.length, metadata: 0 };
}

export async function acceptImage(bytes: Buffer): Promise<AcceptedImage> {
  if (bytes.length === 0) throw refuse('empty', 'The file is empty.');
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw refuse('tooLarge', `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
  }
  let header: { width?: number; height?: number; type?: string };
  try {
    header = imageSize(bytes);
  } catch {
    throw refuse('notAnImage', 'This file is not a PNG, JPEG or WebP image.');
  }
  if (!header.type || !ACCEPTED.has(header.type)) {
    throw refuse('unsupportedType', 'Only PNG, JPEG and WebP images can be used.');
  }
  const structure = structureOf(bytes, header.type);
  if (!structure) throw refuse('unreadable', 'The image is incomplete or damaged.');
  if (structure.end < bytes.length) {
    throw refuse('trailingData', 'The file carries other data after the image; save the image on its own.');
  }
  if (structure.metadata > METADATA_MAX_BYTES) {
    throw refuse(
      'metadataTooLarge',
      'The image carries too much embedded metadata; export it without metadata.',
    );
  }
  const { width = 0, height = 0 } = header;
  if (width < 1 || height < 1) throw refuse('notAnImage', 'The image has no size.');
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw refuse(
      'tooManyPixels',
      `The image is ${width} × ${height} pixels; the largest accepted is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  let decoded: Image;
  try {
    decoded = await canvasModule().loadImage(bytes);
  } catch {
    throw refuse('unreadable', 'The image could not be read; it may be damaged or incomplete.');
  }
  if (decoded.width !== width || decoded.height !== height) {
    throw refuse('unreadable', 'The image could not be read; its header does not match its pixels.');
  }
  const scale = Math.min(1, STORED_MAX.width / width, STORED_MAX.height / height);
  const out = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  const canvas = canvasModule().createCanvas(out.width, out.height);
  canvas.getContext('2d').drawImage(decoded, 0, 0, out.width, out.height);
  // PNG keeps transparency and sharp edges; photos are smaller as JPEG.
  const image = header.type === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90);
  return { image, contentType: header.type === 'png' ? 'image/png' : 'image/jpeg', ...out };
}
