// Packs PNG images into a Windows icon (.ico) file: the 6-byte header, one 16-byte directory entry per image,
// then the PNG data as is (PNG-compressed entries, read by every current browser and by Windows since Vista).

export interface IcoImage {
  /** Width and height in pixels (square), 1–256. */
  size: number;
  png: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height a PNG declares in its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (
    png.length < 24 ||
    !png.subarray(0, 8).equals(PNG_SIGNATURE) ||
    png.toString('latin1', 12, 16) !== 'IHDR'
  ) {
    throw new Error('Not a PNG file.');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export function packIco(images: IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('An icon needs at least one image.');
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const { width, height } = pngSize(png);
    if (width !== size || height !== size || size < 1 || size > 256) {
      throw new Error(`Expected a ${size}×${size} PNG, got ${width}×${height}.`);
    }
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size === 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size === 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** Reads an .ico back into its directory (for tests and checks). */
export function readIco(ico: Buffer): Array<{ width: number; height: number; png: Buffer }> {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('Not an icon file.');
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      png: ico.subarray(offset, offset + size),
    };
  });
}
