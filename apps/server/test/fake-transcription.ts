// A fake of OpenAI's transcription API on loopback (also what Groq and faster-whisper servers speak): POST
// /v1/audio/transcriptions with a multipart body — file, model, response_format, language,
// timestamp_granularities[] — read with the platform's own multipart parser, answered with verbose JSON
// ({ task, language, duration, text, segments: [{ id, seek, start, end, text, tokens, … }] }). It refuses a file
// over its size limit with 413 as OpenAI does, and can be told to answer 429 with Retry-After or an error in
// OpenAI's shape ({ error: { message, type, code } }). Every request is recorded for assertions.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const FAKE_TRANSCRIPTION_KEY = 'sk-test-transcription';

export interface RecordedTranscriptionRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The multipart body's size as sent. */
  bodyBytes: number;
  fields: Record<string, string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

export interface FakeSegment {
  start: number;
  end: number;
  text: string;
}

export type FakeTranscriptionMode = 'ok' | 'rateLimited' | 'serverError' | 'badRequest' | 'plainJson';

/** The segments answered for the n-th request (0-based) unless a test says otherwise. */
export function defaultSegments(n: number): FakeSegment[] {
  return [
    { start: 0.25, end: 1.5, text: ` Chunk ${n + 1} first words.` },
    { start: 1.75, end: 2.5, text: ` Chunk ${n + 1} last words.` },
  ];
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'english', es: 'spanish', de: 'german', ja: 'japanese' };

export async function startFakeTranscription(options: { maxFileBytes?: number } = {}) {
  const state = {
    mode: 'ok' as FakeTranscriptionMode,
    retryAfter: '7',
    /** OpenAI's own limit by default. */
    maxFileBytes: options.maxFileBytes ?? 25 * 1024 * 1024,
    segments: defaultSegments as (n: number, request: RecordedTranscriptionRequest) => FakeSegment[],
    /** What verbose JSON says was spoken when no language was sent. */
    detectedLanguage: 'english',
  };
  const requests: RecordedTranscriptionRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answer(req, res, Buffer.concat(chunks)).catch((error: unknown) => {
        sendJson(res, 500, openAiError(String(error), 'server_error', null));
      });
    });
  });

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'POST' || url.pathname !== '/v1/audio/transcriptions') {
      sendJson(res, 404, openAiError('Unknown request URL', 'invalid_request_error', null));
      return;
    }
    const contentType = req.headers['content-type'];
    const request: RecordedTranscriptionRequest = {
      path: url.pathname,
      authorization: req.headers.authorization,
      contentType,
      bodyBytes: body.length,
      fields: {},
      file: null,
    };
    // The platform's multipart parser (undici), as a real server would parse the body.
    const form = await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData();
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (request.fields[name] ??= []).push(value);
      else
        request.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    const index = requests.length;
    requests.push(request);

    if (request.authorization !== `Bearer ${FAKE_TRANSCRIPTION_KEY}`) {
      sendJson(
        res,
        401,
        openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      );
      return;
    }
    if (!request.file || !request.fields.model?.[0]) {
      sendJson(res, 400, openAiError('Missing file or model.', 'invalid_request_error', null));
      return;
    }
    if (request.file.bytes.length > state.maxFileBytes) {
      sendJson(
        res,
        413,
        openAiError(
          `Maximum content size limit (${state.maxFileBytes}) exceeded (${request.file.bytes.length} bytes read)`,
          'server_error',
          null,
        ),
      );
      return;
    }
    switch (state.mode) {
      case 'rateLimited':
        sendJson(
          res,
          429,
          openAiError(
            'Rate limit reached for whisper-1 on requests per minute (RPM): Limit 3, Used 3, Requested 1.',
            'requests',
            'rate_limit_exceeded',
          ),
          { 'retry-after': state.retryAfter },
        );
        return;
      case 'serverError':
        sendJson(
          res,
          500,
          openAiError('The server had an error while processing your request.', 'server_error', null),
        );
        return;
      case 'badRequest':
        sendJson(
          res,
          400,
          openAiError(
            'Audio file might be corrupted or unsupported',
            'invalid_request_error',
            'invalid_value',
          ),
        );
        return;
      default:
    }
    const segments = state.segments(index, request);
    const language = request.fields.language?.[0];
    const text = segments.map((segment) => segment.text).join('');
    if (state.mode === 'plainJson') {
      sendJson(res, 200, { text }); // what response_format=json answers: no segments
      return;
    }
    sendJson(res, 200, {
      task: 'transcribe',
      language: language ? (LANGUAGE_NAMES[language] ?? language) : state.detectedLanguage,
      duration: segments.at(-1)?.end ?? 0,
      text,
      segments: segments.map((segment, id) => ({
        id,
        seek: 0,
        start: segment.start,
        end: segment.end,
        text: segment.text,
        tokens: [50364, 440, 2068],
        temperature: 0,
        avg_logprob: -0.21,
        compression_ratio: 1.1,
        no_speech_prob: 0.01,
      })),
      usage: { type: 'duration', seconds: Math.ceil(segments.at(-1)?.end ?? 0) },
    });
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    state,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function openAiError(message: string, type: string, code: string | null) {
  return { error: { message, type, param: null, code } };
}

function sendJson(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
