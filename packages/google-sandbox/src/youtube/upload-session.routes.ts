// PUT <session URI>: the bytes of a resumable videos.insert (reference §4.7).
//   Content-Range: bytes START-END/TOTAL  a chunk; non-final chunks are multiples of 256 KiB (otherwise 400)
//   no Content-Range                       the whole file in one body
//   Content-Range: bytes */TOTAL, empty    "where are we?"
// Answers: 308 Resume Incomplete with Range: bytes=0-N (no Range before the first byte), or 200 with the video
// once every byte is in. A chunk that does not start where the received bytes end is not taken: the answer is
// 308 with the current Range, so the client continues from there. The body is streamed and committed in 256 KiB
// blocks as it arrives, so a connection lost mid-chunk keeps the whole blocks that made it (fewer bytes than
// sent, as on YouTube). Unknown or expired upload ids → 404. The upload id is the credential: no Authorization
// is needed and no quota is charged. Faults injected for `youtube.videos.insert.upload` (or `*`) apply here.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxCore } from '../core.ts';
import type { FaultSpec } from '../control/faults.ts';
import { apiErrors } from '../http/error-catalog.ts';
import { ApiError } from '../http/errors.ts';
import { scalarParam, type RawQuery } from '../http/query.ts';
import { presentVideo } from './present-video.ts';
import { UPLOAD_BLOCK, type UploadSession } from './upload-sessions.ts';
import { VIDEO_UPLOAD_PATH } from './video-insert.routes.ts';
import { completeInsert, mediaSummary } from './video-insert.ts';
import { uploadErrors } from './video-errors.ts';

/** The fault queue's name for data sent to an upload session. */
export const UPLOAD_FAULT_METHOD = 'youtube.videos.insert.upload';

type Request =
  | { kind: 'status'; total: number | null }
  | { kind: 'data'; start: number; length: number | null; total: number | null; whole: boolean };

function parseRange(req: FastifyRequest): Request {
  const header = req.headers['content-range'];
  const lengthHeader = req.headers['content-length'];
  const length = lengthHeader === undefined ? null : Number(lengthHeader);
  const total = (text: string | undefined) => (text === undefined || text === '*' ? null : Number(text));
  if (header === undefined) {
    // The whole file in one body (or, with no body at all, a status query).
    if (length === 0 && req.headers['transfer-encoding'] === undefined)
      return { kind: 'status', total: null };
    return { kind: 'data', start: 0, length, total: length, whole: true };
  }
  const status = /^bytes \*\/(\d+|\*)$/.exec(header.trim());
  if (status) return { kind: 'status', total: total(status[1]) };
  const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(header.trim());
  if (!range)
    throw uploadErrors.badContentRange(`'${header}' is not 'bytes START-END/TOTAL' or 'bytes */TOTAL'.`);
  const start = Number(range[1]);
  const end = Number(range[2]);
  const declaredTotal = total(range[3]);
  if (end < start || (declaredTotal !== null && end >= declaredTotal)) {
    throw uploadErrors.badContentRange(`'${header}' is not a range inside the file.`);
  }
  if (length !== null && length !== end - start + 1) {
    throw uploadErrors.badContentRange(`Content-Length ${length} does not match '${header}'.`);
  }
  return { kind: 'data', start, length: end - start + 1, total: declaredTotal, whole: false };
}

function sendJson(reply: FastifyReply, status: number, body: unknown, session?: UploadSession) {
  if (session) reply.header('x-guploader-uploadid', session.id);
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=UTF-8')
    .send(JSON.stringify(body, null, 2));
}

function sendError(reply: FastifyReply, error: ApiError, session?: UploadSession) {
  for (const [name, value] of Object.entries(error.init.headers ?? {})) reply.header(name, value);
  return sendJson(reply, error.status, error.toBody(), session);
}

function resumeIncomplete(reply: FastifyReply, session: UploadSession) {
  reply.raw.statusMessage = 'Resume Incomplete';
  reply.code(308).header('x-guploader-uploadid', session.id).header('content-length', '0');
  if (session.received > 0) reply.header('range', `bytes=0-${session.received - 1}`);
  return reply.send();
}

function completed(core: SandboxCore, reply: FastifyReply, session: UploadSession) {
  const video = session.videoId ? core.world.video(session.videoId, core.clock.now()) : undefined;
  if (!video) return sendError(reply, uploadErrors.sessionNotFound(), session);
  return sendJson(reply, 200, presentVideo(core, video, session.parts, session.channelId), session);
}

function faultError(fault: FaultSpec | undefined): ApiError | null {
  switch (fault?.fault) {
    case 'internalError':
      return apiErrors.internalError();
    case 'backendError':
      return apiErrors.backendError(fault.retryAfterSeconds);
    case 'rateLimitExceeded':
      return apiErrors.tooManyRequests(fault.retryAfterSeconds ?? 1);
    case 'quotaExceeded':
      return apiErrors.quotaExceeded();
    case 'authError':
      return apiErrors.authError();
    default:
      return null;
  }
}

/**
 * Reads the body, committing whole 256 KiB blocks as they arrive (at most `keep` bytes; the rest is read and
 * dropped) and, when `final`, the last partial block at the end. Returns the bytes read, or null when the
 * connection was lost (or cut on purpose once `dropAfter` bytes were read).
 */
async function receive(
  core: SandboxCore,
  req: FastifyRequest,
  session: UploadSession,
  options: { expected: number | null; keep: number; final: boolean; dropAfter: number | null },
): Promise<number | null> {
  const pending: Buffer[] = [];
  let pendingBytes = 0;
  let read = 0;
  let taken = 0;
  const take = (bytes: number) => {
    const joined = Buffer.concat(pending);
    core.uploads.commit(session, joined.subarray(0, bytes));
    taken += bytes;
    pending.length = 0;
    pendingBytes = joined.length - bytes;
    if (pendingBytes > 0) pending.push(joined.subarray(bytes));
  };
  try {
    for await (const piece of req.raw as AsyncIterable<Buffer>) {
      read += piece.length;
      if (options.expected !== null && read > options.expected) {
        throw uploadErrors.badContentRange('The body is longer than the range it claims.');
      }
      if (taken < options.keep) {
        pending.push(piece);
        pendingBytes += piece.length;
        const room = options.keep - taken;
        const blocks = Math.floor(Math.min(pendingBytes, room) / UPLOAD_BLOCK) * UPLOAD_BLOCK;
        if (blocks > 0) take(blocks);
      }
      if (options.dropAfter !== null && read >= options.dropAfter) {
        req.raw.socket.destroy();
        return null;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return null; // the client went away mid-body
  }
  if (options.final && taken < options.keep && pendingBytes > 0)
    take(Math.min(pendingBytes, options.keep - taken));
  return read;
}

async function handle(core: SandboxCore, req: FastifyRequest, reply: FastifyReply) {
  const query = req.query as RawQuery;
  const uploadId = scalarParam(query, 'upload_id');
  const nowMs = core.clock.nowMs();
  const session = uploadId ? core.uploads.get(uploadId, nowMs) : undefined;
  if (!session) return sendError(reply, uploadId ? uploadErrors.sessionNotFound() : apiErrors.notFound());
  const fault = core.faults.take(UPLOAD_FAULT_METHOD);
  if (fault?.fault === 'slow') await delay(fault.delayMs ?? 5000);

  const request = parseRange(req);
  if (request.total !== null && session.total !== null && request.total !== session.total) {
    throw uploadErrors.badContentRange(`The file is ${session.total} bytes, not ${request.total}.`);
  }
  if (session.videoId) return completed(core, reply, session);
  const failure = faultError(fault);
  if (request.kind === 'status') {
    if (failure) return sendError(reply, failure, session);
    return resumeIncomplete(reply, session);
  }

  const total = request.total ?? session.total;
  if (total !== null && total > core.settings.videoMaxBytes) {
    throw apiErrors.uploadTooLarge(core.settings.videoMaxBytes);
  }
  const final =
    request.whole || (total !== null && request.length !== null && request.start + request.length === total);
  if (!final && request.length !== null && request.length % UPLOAD_BLOCK !== 0) {
    throw uploadErrors.badContentRange(
      `Chunks other than the last must be multiples of ${UPLOAD_BLOCK} bytes.`,
    );
  }
  if (request.start !== session.received) return resumeIncomplete(reply, session);
  if (session.busy) return sendError(reply, apiErrors.backendError(1), session);
  if (failure && fault?.fault !== 'internalError' && fault?.fault !== 'backendError') {
    return sendError(reply, failure, session);
  }

  // Faults that lose data keep the first half of the chunk (whole blocks only).
  const expected = request.length;
  const half = Math.floor((expected ?? 0) / 2 / UPLOAD_BLOCK) * UPLOAD_BLOCK;
  const partial = failure !== null || fault?.fault === 'drop' || fault?.fault === 'shortRange';
  session.busy = true;
  let read: number | null;
  try {
    read = await receive(core, req, session, {
      expected,
      keep: partial ? half : Number.MAX_SAFE_INTEGER,
      final,
      dropAfter: fault?.fault === 'drop' ? Math.max(half, 1) : null,
    });
  } finally {
    session.busy = false;
  }
  if (read === null) return reply; // connection gone: nothing to answer
  if (failure) return sendError(reply, failure, session);
  if (expected !== null && read !== expected) {
    throw uploadErrors.badContentRange(`The body has ${read} bytes; the range names ${expected}.`);
  }
  if (session.total === null && total !== null) session.total = total;
  if (session.total === null && request.length === null) session.total = session.received;
  if (session.total !== null && session.received > session.total) {
    throw uploadErrors.badContentRange(`The file is ${session.total} bytes.`);
  }
  if (session.total === null || session.received < session.total) return resumeIncomplete(reply, session);

  const media = mediaSummary({
    bytes: session.received,
    sha256: session.hash.digest('hex'),
    contentType: session.contentType,
    head: session.head,
    fileName: session.fileName,
  });
  const video = completeInsert(core, session.draft, media, core.clock.now());
  session.videoId = video.id;
  return completed(core, reply, session);
}

/** Registers the session PUT in its own scope, whose bodies stream to the handler instead of being buffered. */
export async function registerUploadSessionRoutes(app: FastifyInstance, core: SandboxCore): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.route({
      method: 'PUT',
      url: VIDEO_UPLOAD_PATH,
      handler: async (req, reply) => {
        try {
          return await handle(core, req, reply);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          return sendError(reply, error);
        }
      },
    });
  });
}
