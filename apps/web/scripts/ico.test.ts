import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packIco, pngSize, readIco } from './ico.ts';

// A minimal valid PNG of the given size (one transparent RGBA pixel row per line).
function png(size: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(6, 9);
  const rows = Buffer.alloc(size * (1 + size * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('packIco', () => {
  it('writes the header and directory, and the images read back unchanged', () => {
    const images = [16, 32, 256].map((size) => ({ size, png: png(size) }));
    const ico = packIco(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const back = readIco(ico);
    expect(back.map((image) => image.width)).toEqual([16, 32, 256]);
    expect(ico.readUInt8(6 + 32)).toBe(0); // 256 is written as 0
    back.forEach((image, i) => expect(image.png.equals(images[i]!.png)).toBe(true));
    expect(ico.length).toBe(6 + 16 * 3 + images.reduce((sum, image) => sum + image.png.length, 0));
  });

  it('refuses a PNG of the wrong size, a non-PNG and an empty list', () => {
    expect(() => packIco([{ size: 32, png: png(16) }])).toThrow(/32×32/);
    expect(() => packIco([{ size: 16, png: Buffer.from('GIF89a') }])).toThrow(/Not a PNG/);
    expect(() => packIco([])).toThrow(/at least one/);
    expect(pngSize(png(48))).toEqual({ width: 48, height: 48 });
  });
});
