// What the loopback fakes of image providers share: an HTTP server on 127.0.0.1 that records every request, a
// real small PNG drawn with @napi-rs/canvas, an oversized body streamed in chunks, and a test helper that
// reads an AppError's code and reason.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createCanvas } from '@napi-rs/canvas';
import { expect } from 'vitest';
import { AppError } from '../src/http/app-error.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** Behaviours every fake understands; each fake documents what it does for each. */
export type FakeImageMode =
  'ok' | 'contentPolicy' | 'rateLimited' | 'serverError' | 'hang' | 'oversized' | 'offsite' | 'notImage';

let png: Buffer | undefined;
/** A real 64×36 PNG (a gradient), made once. */
export function testPng(): Buffer {
  if (!png) {
    const canvas = createCanvas(64, 36);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, 64, 36);
    gradient.addColorStop(0, '#4c1d95');
    gradient.addColorStop(1, '#be185d');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 36);
    png = canvas.toBuffer('image/png');
  }
  return png;
}

/** More than the 10 MB cap. */
export const OVERSIZED_BYTES = 11 * 1024 * 1024;

export async function startLoopbackServer(
  handle: (req: http.IncomingMessage, res: http.ServerResponse, body: unknown, url: URL) => void,
) {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? (JSON.parse(raw) as unknown) : undefined;
      } catch {
        // not JSON: kept as text
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        headers: req.headers,
        body,
      });
      handle(req, res, body, url);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export function sendPng(res: http.ServerResponse, bytes: Buffer = testPng()): void {
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(bytes.length) }).end(bytes);
}

/** A PNG signature followed by zeros, chunked without a length, until the client stops reading. */
export function sendOversized(res: http.ServerResponse, total = OVERSIZED_BYTES): void {
  res.writeHead(200, { 'content-type': 'image/png' });
  const chunk = Buffer.alloc(64 * 1024);
  testPng().copy(chunk, 0, 0, 8);
  let sent = 0;
  let closed = false;
  res.on('close', () => (closed = true));
  res.on('error', () => (closed = true));
  const pump = () => {
    while (!closed && sent < total) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed) res.end();
  };
  pump();
}

/** The AppError a promise rejected with, checked for its code and `details.reason`. */
export async function expectImageError(
  promise: Promise<unknown>,
  code: AppError['code'],
  reason: string,
): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.code).toBe(code);
  expect(appError.details).toMatchObject({ reason });
  return appError;
}

/** Waits until `check` holds (for things that happen after a promise settled, e.g. a cancel request). */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
