// The built web app's text files that name the site's origin (pages, sitemap.xml, robots.txt, Atom feeds,
// manifests) carry a reserved marker instead (decision 041). At start they are read once, the marker replaced by
// this server's PUBLIC_URL, and kept in memory; their compressed variants are made on first use and cached, since
// the build's precompressed .br/.gz still hold the marker.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_ORIGIN_MARKER, type GoogleMode, type SiteRating } from '@vidcraft/contracts';
import { withGoogleMode } from './served-google-mode.ts';
import { withSiteRating } from './structured-data-rating.ts';

/** The file types the prerender writes text into; hashed assets (JS, CSS) never name the origin. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const MIN_COMPRESS_BYTES = 512;

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface OriginFile {
  contentType: string;
  etag: string;
  /** The body in the encoding asked for (compressed once, then cached). */
  body(encoding: ContentEncoding): Buffer;
}

function originFile(contentType: string, text: string): OriginFile {
  const identity = Buffer.from(text);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const cache = new Map<ContentEncoding, Buffer>([['identity', identity]]);
  return {
    contentType,
    etag,
    body(encoding) {
      if (identity.length < MIN_COMPRESS_BYTES) return identity;
      let body = cache.get(encoding);
      if (!body) {
        // Quality 9: within a few per cent of the build's maximum, at a fraction of its cost per request.
        body =
          encoding === 'br'
            ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
            : gzipSync(identity, { level: 9 });
        cache.set(encoding, body);
      }
      return body;
    },
  };
}

/** What a served page says about this server beyond its origin. */
export interface ServedPageFacts {
  /** The operator's rating, when configured, in the pages' application record. */
  rating: SiteRating | null;
  /** Written on every page's <html>, the app shell's too. */
  googleMode: GoogleMode;
}

/**
 * Every text file under `distDir` (relative path, as `files` lists it) that names the marker, with the marker
 * replaced by `publicUrl` (no trailing slash), and every page (HTML) with this server's `facts`.
 */
export function loadOriginFiles(
  distDir: string,
  files: Iterable<string>,
  publicUrl: string,
  facts: ServedPageFacts,
): Map<string, OriginFile> {
  const origin = publicUrl.replace(/\/+$/, '');
  const result = new Map<string, OriginFile>();
  for (const file of files) {
    // An Atom feed says so, so feed readers and browsers treat it as one (the sitemap stays plain XML).
    const contentType =
      file.endsWith('/atom.xml') || file === 'atom.xml'
        ? 'application/atom+xml; charset=utf-8'
        : TEXT_TYPES[path.extname(file).toLowerCase()];
    if (!contentType) continue;
    const isPage = path.extname(file).toLowerCase() === '.html';
    const text = fs.readFileSync(path.join(distDir, file), 'utf8');
    if (!isPage && !text.includes(SITE_ORIGIN_MARKER)) continue;
    const served = text.replaceAll(SITE_ORIGIN_MARKER, origin);
    if (!isPage) {
      result.set(file, originFile(contentType, served));
      continue;
    }
    const rated = facts.rating ? withSiteRating(served, facts.rating) : served;
    result.set(file, originFile(contentType, withGoogleMode(rated, facts.googleMode)));
  }
  return result;
}

/** The best encoding the client accepts among those we make (brotli, then gzip). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
