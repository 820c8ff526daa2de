// Produces thumbnail and avatar images on first request and caches them (bounded), so start-up renders nothing.
// Uploaded thumbnails are read from storage and resized the same way YouTube serves them: 4:3 sizes letterboxed.
// sharp itself (libvips, about 22 MB resident) is loaded with the first image asked for, not with the sandbox.
import type sharpFunction from 'sharp';
import type { Channel, Video } from '../state/model.ts';
import { avatarSvg, thumbnailSvg } from './art.ts';

const CACHE_LIMIT = 300;

let sharpModule: Promise<typeof sharpFunction> | null = null;
const loadSharp = () =>
  (sharpModule ??= import('sharp').then((loaded) => loaded.default as typeof sharpFunction));

export class ImageService {
  private readonly cache = new Map<string, Promise<Buffer>>();

  private cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const made = make();
    made.catch(() => this.cache.delete(key));
    this.cache.set(key, made);
    if (this.cache.size > CACHE_LIMIT) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return made;
  }

  private async resize(source: Buffer, width: number, height: number): Promise<Buffer> {
    const sharp = await loadSharp();
    // 16:9 art letterboxed into 4:3 sizes with black bars, as YouTube does for hqdefault/sddefault.
    return sharp(source)
      .resize(width, height, { fit: 'contain', background: '#000000' })
      .jpeg({ quality: 82 })
      .toBuffer();
  }

  private art(video: Video, channel: Channel): Promise<Buffer> {
    return this.cached(`art:${video.id}`, async () =>
      (await loadSharp())(
        Buffer.from(thumbnailSvg(video.id, video.art.text, video.art.colors, channel.title)),
      )
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }

  generated(video: Video, channel: Channel, width: number, height: number): Promise<Buffer> {
    return this.cached(`gen:${video.id}:${width}x${height}`, async () =>
      this.resize(await this.art(video, channel), width, height),
    );
  }

  uploaded(cacheKey: string, source: () => Promise<Buffer>, width: number, height: number): Promise<Buffer> {
    return this.cached(`up:${cacheKey}:${width}x${height}`, async () =>
      this.resize(await source(), width, height),
    );
  }

  avatar(key: string, name: string, color: string, size: number): Promise<Buffer> {
    return this.cached(`avatar:${key}:${size}`, async () =>
      (await loadSharp())(Buffer.from(avatarSvg(name, color)))
        .resize(size, size)
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  }

  clear(): void {
    this.cache.clear();
  }
}

export interface ImageInfo {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/** Reads the real image header (magic bytes and dimensions); anything that is not JPEG or PNG is rejected. */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo | null> {
  const isJpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const isPng =
    bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  if (!isJpeg && !isPng) return null;
  try {
    const meta = await (await loadSharp())(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    return { format: isJpeg ? 'jpeg' : 'png', width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
