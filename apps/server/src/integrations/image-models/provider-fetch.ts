// The only way image adapters reach the network. A provider's answer names URLs (a status to poll, a picture
// to download); those are fetched only when they are on the configured endpoint's own origin or on the
// provider's own CDN over HTTPS — never an arbitrary address from an answer (SSRF). Redirects are not followed
// blindly: every hop is checked again. Every body is counted while it streams and cut off past its cap, so a
// hostile or broken provider cannot fill memory.
import { setTimeout as delay } from 'node:timers/promises';
import { imageErrors } from './image-errors.ts';

/** The most a background picture may weigh when downloaded (the studio accepts uploads of the same size). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface FetchPolicy {
  /** The provider's name, for messages. */
  provider: string;
  /** Origins fetched as configured (the provider's base URL). */
  trustedOrigins: readonly string[];
  /** Hosts fetched over HTTPS only, each also with any subdomain (e.g. `fal.media` → `v3.fal.media`). */
  trustedHosts?: readonly string[];
  /** The largest body read from any answer. */
  maxBytes: number;
}

export type GuardedFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function isTrustedUrl(policy: FetchPolicy, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (policy.trustedOrigins.includes(parsed.origin)) return true;
  if (parsed.protocol !== 'https:' || (parsed.port && parsed.port !== '443')) return false;
  const host = parsed.hostname.toLowerCase();
  return (policy.trustedHosts ?? []).some((trusted) => host === trusted || host.endsWith(`.${trusted}`));
}

/**
 * A fetch for SDKs and our own code: refuses untrusted URLs, never follows a redirect by itself (the caller or
 * the SDK sees the 3xx and asks again, and that hop is checked too) and caps the body while it streams.
 */
export function guardedFetch(policy: FetchPolicy): GuardedFetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!isTrustedUrl(policy, url)) throw imageErrors.untrustedUrl(policy.provider, url);
    const response = await fetch(input, { ...init, redirect: 'manual' });
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > policy.maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw imageErrors.tooLarge(policy.provider, policy.maxBytes);
    }
    if (!response.body) return response;
    return new Response(capped(response.body, policy), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

function capped(body: ReadableStream<Uint8Array>, policy: FetchPolicy): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > policy.maxBytes) {
          controller.error(imageErrors.tooLarge(policy.provider, policy.maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

/** GET with redirects followed by hand, each hop checked by the guarded fetch. */
export async function getFollowing(fetchFn: GuardedFetch, url: string, init: RequestInit): Promise<Response> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetchFn(current, { ...init, method: 'GET' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel().catch(() => undefined);
      current = new URL(location, current).toString();
      continue;
    }
    return response;
  }
  throw new Error(`More than ${MAX_REDIRECTS} redirects from ${url}`);
}

/** Downloads a picture the provider made: trusted URL, capped size, PNG or JPEG by content. */
export async function downloadImage(
  fetchFn: GuardedFetch,
  provider: string,
  url: string,
  init: RequestInit,
): Promise<{ image: Buffer; contentType: 'image/png' | 'image/jpeg' }> {
  const response = await getFollowing(fetchFn, url, init);
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw imageErrors.upstream(provider, 'did not hand over the picture', response.status);
  }
  return asImage(provider, Buffer.from(await response.arrayBuffer()));
}

/** Bytes that are a PNG or a JPEG, by their signature (not by what the answer claims). */
export function asImage(
  provider: string,
  image: Buffer,
): { image: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const contentType = sniffImageType(image);
  if (!contentType) throw imageErrors.invalidResponse(provider, 'the picture is not a PNG or JPEG');
  return { image, contentType };
}

export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > png.length && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Reads a JSON answer (already capped by the guarded fetch); undefined when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Waits between polls; ends early (throwing) when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return delay(ms, undefined, { signal });
}

/** The configured base URL's origin, for the trusted list. */
export const originOf = (baseUrl: string) => new URL(baseUrl).origin;
