// Serves the built web app: prerendered pages by path, hashed assets with a one-year immutable cache,
// other files revalidated on every use, and the SPA shell for every other page path (the app shows
// not-found itself). Unknown /api paths never reach the shell: they answer a JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

const SPA_SHELL = 'spa.html';
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

export async function registerWebStatic(app: FastifyInstance, options: { distDir: string }) {
  const available = fs.existsSync(path.join(options.distDir, SPA_SHELL));
  const files = available ? listFiles(options.distDir) : new Set<string>();
  if (!available) app.log.warn({ distDir: options.distDir }, 'web app not built; run `npm run build`');

  await app.register(fastifyStatic, {
    root: options.distDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
  });

  const send = (reply: FastifyReply, file: string) => {
    reply.header('cache-control', file.startsWith('assets/') ? IMMUTABLE : 'no-cache');
    return reply.sendFile(file);
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
      if (file) return send(reply, file);
      // A missing hashed asset is a real 404; a page path gets the app, which renders not-found itself.
      if (urlPath.startsWith('/assets/') || urlPath.startsWith('/locales/')) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      }
      return send(reply, SPA_SHELL);
    },
  });
}
