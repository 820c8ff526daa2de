// Serves the built web app: prerendered pages by path, hashed assets with a one-year immutable cache,
// other files revalidated on every use, and the SPA shell for the app's other routes. A path outside the
// route table (dist/routes.json, written at build time) gets the shell with HTTP 404 (the app shows its
// not-found screen); a missing file (a path with an extension, /assets, /locales) a plain 404, never the shell.
// Unknown /api paths never reach the shell: they answer a JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleMode, SiteRating } from '@vidcraft/contracts';
import { AppError } from './app-error.ts';
import { loadOriginFiles, preferredEncoding } from './site-origin-files.ts';

const SPA_SHELL = 'spa.html';
const ROUTES_FILE = 'routes.json';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(br|gz)$/.test(entry.name)) files.add(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files;
}

/** The dist file answering a URL path, if any (a file, or a directory's index.html). */
export function resolveWebFile(files: ReadonlySet<string>, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = path.posix.normalize(decoded).replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean.startsWith('..') || clean.includes('\0')) return undefined;
  if (clean === '' || clean === '.') return files.has('index.html') ? 'index.html' : undefined;
  if (files.has(clean)) return clean;
  const index = `${clean}/index.html`;
  return files.has(index) ? index : undefined;
}

function decodeSegments(urlPath: string): string[] | undefined {
  try {
    return urlPath
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined;
  }
}

/**
 * A matcher for the web app's route patterns ("/de/how-to", "/videos/:id", "/files/*"), matched as React
 * Router does: case-insensitively, a trailing slash ignored, `:name` one segment, a final `*` the rest.
 */
export function compileRoutePatterns(patterns: readonly string[]): (urlPath: string) => boolean {
  const exact = new Set<string>();
  const dynamic: string[][] = [];
  for (const pattern of patterns) {
    const segments = pattern.split('/').filter(Boolean);
    if (segments.some((segment) => segment.startsWith(':') || segment === '*')) {
      dynamic.push(segments.map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase())));
    } else exact.add(segments.map((segment) => segment.toLowerCase()).join('/'));
  }
  return (urlPath) => {
    const segments = decodeSegments(urlPath);
    if (!segments) return false;
    if (exact.has(segments.join('/'))) return true;
    return dynamic.some((pattern) => {
      const splat = pattern.at(-1) === '*';
      const fixed = splat ? pattern.slice(0, -1) : pattern;
      if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return false;
      return fixed.every((part, i) => part.startsWith(':') || part === segments[i]);
    });
  };
}

/** A path naming a file (its last segment has an extension), which no app route does. */
export function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

function loadRoutePatterns(distDir: string): string[] | null {
  const file = path.join(distDir, ROUTES_FILE);
  if (!fs.existsSync(file)) return null;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { patterns?: unknown };
  if (!Array.isArray(parsed.patterns) || !parsed.patterns.every((p) => typeof p === 'string')) {
    throw new Error(`${file} must be { "patterns": string[] }; rebuild the web app.`);
  }
  return parsed.patterns as string[];
}

export async function registerWebStatic(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string; rating?: SiteRating | null; googleMode: GoogleMode },
) {
  const available = fs.existsSync(path.join(options.distDir, SPA_SHELL));
  const files = available ? listFiles(options.distDir) : new Set<string>();
  // Pages, sitemap, robots.txt and feeds name this server's PUBLIC_URL, whatever the build was made for.
  const originFiles = loadOriginFiles(options.distDir, files, options.publicUrl, {
    rating: options.rating ?? null,
    googleMode: options.googleMode,
  });
  if (!available) app.log.warn({ distDir: options.distDir }, 'web app not built; run `npm run build`');
  const patterns = available ? loadRoutePatterns(options.distDir) : null;
  if (available && !patterns) {
    app.log.warn(
      { distDir: options.distDir },
      `${ROUTES_FILE} missing: unknown pages answer 200; rebuild the web app`,
    );
  }
  const isAppRoute = patterns ? compileRoutePatterns(patterns) : (urlPath: string) => !looksLikeFile(urlPath);
  // The not-found answer is sent from memory: a conditional request must not turn it into a bodiless 304/404.
  const shell = available
    ? (originFiles.get(SPA_SHELL)?.body('identity') ?? fs.readFileSync(path.join(options.distDir, SPA_SHELL)))
    : null;

  await app.register(fastifyStatic, {
    root: options.distDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  const send = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    const withOrigin = originFiles.get(file);
    if (!withOrigin) return reply.sendFile(file);
    reply.header('etag', withOrigin.etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === withOrigin.etag) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = withOrigin.body(encoding);
    if (encoding !== 'identity' && body !== withOrigin.body('identity'))
      reply.header('content-encoding', encoding);
    return reply.type(withOrigin.contentType).send(body);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        throw new AppError('NOT_FOUND', `No route for ${request.method} ${urlPath}.`);
      }
      if (!available) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The Vidcraft web app has not been built yet. Run `npm run build`, then restart.');
      }
      const file = resolveWebFile(files, urlPath);
      if (file) return send(request, reply, file);
      if (isAppRoute(urlPath)) return send(request, reply, SPA_SHELL);
      // A missing file is a plain 404 (a script or image must never receive HTML); a page path gets the
      // app with 404, which renders its not-found screen.
      if (urlPath.startsWith('/assets/') || urlPath.startsWith('/locales/') || looksLikeFile(urlPath)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(shell);
    },
  });
}
