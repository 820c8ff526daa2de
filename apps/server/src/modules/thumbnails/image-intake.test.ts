// Hostile uploads, each refused with its own clear reason, and honest images accepted and re-encoded clean.
import zlib from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { acceptImage, IMAGE_MAX_BYTES } from './image-intake.ts';

async function photo(width = 640, height = 360, format: 'png' | 'jpeg' = 'jpeg'): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3b82f6';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#facc15';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 85);
}

function pngChunk(name: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(name, 'latin1'), data])) >>> 0);
  return Buffer.concat([length, Buffer.from(name, 'latin1'), data, crc]);
}

/** A valid PNG structure whose header claims `width` × `height` (the pixel data is a few bytes). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with an APP1 (EXIF) segment of `size` bytes inserted after its start marker. */
function withExif(jpeg: Buffer, size: number): Buffer {
  const segments: Buffer[] = [];
  for (let left = size; left > 0; left -= 65_000) {
    const chunk = Math.min(65_000, left);
    const header = Buffer.from([0xff, 0xe1, 0, 0]);
    header.writeUInt16BE(chunk + 2, 2);
    segments.push(header, Buffer.alloc(chunk, 0x45));
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

async function reasonFor(bytes: Buffer): Promise<string> {
  const error = await acceptImage(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message.length).toBeGreaterThan(10);
  return ((error as AppError).details as { reason: string }).reason;
}

describe('image intake', () => {
  it('refuses ten hostile files, each with its reason', async () => {
    const jpeg = await photo();
    const png = await photo(640, 360, 'png');
    const hostile: [string, Buffer, string][] = [
      ['zero bytes', Buffer.alloc(0), 'empty'],
      ['wrong magic (text named .png)', Buffer.from('hello, I am not an image at all'), 'notAnImage'],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 'unreadable'],
      ['65,000 × 65,000 header', pngClaiming(65_000, 65_000), 'tooManyPixels'],
      ['decompression bomb (10,000 × 10,000)', pngClaiming(10_000, 10_000), 'tooManyPixels'],
      [
        'SVG with script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'unsupportedType',
      ],
      ['huge EXIF', withExif(jpeg, 2 * 1024 * 1024), 'metadataTooLarge'],
      [
        'polyglot (JPEG + HTML)',
        Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')]),
        'trailingData',
      ],
      [
        'GIF',
        Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
        'unsupportedType',
      ],
      ['over 10 MB', Buffer.concat([jpeg, Buffer.alloc(IMAGE_MAX_BYTES)]), 'tooLarge'],
      ['truncated JPEG', jpeg.subarray(0, jpeg.length - 200), 'unreadable'],
    ];
    expect(hostile.length).toBeGreaterThanOrEqual(10);
    for (const [name, bytes, reason] of hostile) {
      expect(await reasonFor(bytes), name).toBe(reason);
    }
  });

  it('accepts a photo and re-encodes it without its metadata, scaled to at most 2560 × 1440', async () => {
    const big = withExif(await photo(3000, 2000), 20_000);
    const accepted = await acceptImage(big);
    expect(accepted).toMatchObject({ contentType: 'image/jpeg', width: 2160, height: 1440 });
    expect(accepted.image.includes(Buffer.from([0xff, 0xe1]))).toBe(false);
    const png = await acceptImage(await photo(800, 450, 'png'));
    expect(png).toMatchObject({ contentType: 'image/png', width: 800, height: 450 });
  });
});
