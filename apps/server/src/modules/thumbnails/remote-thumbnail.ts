// Reading a thumbnail image YouTube shows (to keep it before an upload, or to compose on it): only from the
// allowed image origins, without following redirects, and never more than the image size limit.
import { IMAGE_MAX_BYTES } from './image-intake.ts';

/** The image at `url`, or null when it is not on an allowed origin, cannot be read, or is too large. */
export async function downloadThumbnail(url: string, origins: readonly string[]): Promise<Buffer | null> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  if (!origins.includes(origin)) return null;
  const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) }).catch(
    () => null,
  );
  if (!response?.ok || !response.body) return null;
  return readAtMost(response.body, IMAGE_MAX_BYTES);
}

/** The body's bytes, or null as soon as it grows past `max` (the rest is not read). */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream: the rest is never downloaded.
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
