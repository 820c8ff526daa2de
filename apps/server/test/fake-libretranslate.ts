// A fake LibreTranslate server on loopback, speaking its API as app.py does: GET /languages →
// [{ code, name, targets }]; POST /translate with JSON (or a form) { q: string | string[], source, target,
// format, api_key } → { translatedText } (a list for a list), errors as { error: "…" } with 400 (missing
// key, unsupported language, "request (N) exceeds text limit (M)" past --batch-limit or --char-limit), 403
// (invalid key, or banned after too many limit violations), 429 ("Slowdown: …") and 500. With format=html it
// behaves like translatehtml: whitespace collapsed, elements with translate="no" left alone, <br> written
// back as <br/>, and the answer unescaped. It "translates" by prefixing each text with `[<target>] `. Modes
// add 429 with Retry-After, a ban, a refused key, a proxy's 413 (always or the first request only), 500, no
// answer, a dropped or mangled placeholder span, or /languages failing.
import type http from 'node:http';
import { sendJson } from './fake-image-server.ts';
import {
  damagePlaceholder,
  refusedByProxyAsTooLarge,
  startFakeTranslationApi,
  type FakeTranslationMode,
} from './fake-translation-api.ts';

export const FAKE_LIBRE_KEY = 'fake-libre-key-7f2c9a10';

export type FakeLibreMode = FakeTranslationMode | 'banned' | 'languagesDown';

export interface FakeLibreCall {
  q: string[];
  source: string;
  target: string;
  format: string | null;
  apiKey: string | null;
}

export interface FakeLibreOptions {
  /** Codes this server has (each translates into all the others). */
  languages?: readonly string[];
  /** Started with --api-keys (and no anonymous use). */
  requireKey?: boolean;
  batchLimit?: number;
  charLimit?: number;
}

export async function startFakeLibreTranslate(options: FakeLibreOptions = {}) {
  const state = {
    mode: 'ok' as FakeLibreMode,
    languages: [...(options.languages ?? ['en', 'de', 'fr', 'es', 'he', 'ja', 'pb', 'pt', 'zh', 'zt'])],
  };

  function route(req: http.IncomingMessage, res: http.ServerResponse, body: unknown, url: URL) {
    if (req.method === 'GET' && url.pathname === '/languages') {
      if (state.mode === 'languagesDown') {
        sendJson(res, 500, { error: 'Internal Server Error' });
        return;
      }
      sendJson(
        res,
        200,
        state.languages.map((code) => ({
          code,
          name: code,
          targets: state.languages.filter((target) => target !== code),
        })),
      );
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/translate') {
      sendJson(res, 404, { error: 'Not Found' });
      return;
    }
    return readCall(req, body);
  }

  function respond(res: http.ServerResponse, call: FakeLibreCall, calls: readonly FakeLibreCall[]) {
    const mode = state.mode;
    if (refusedByProxyAsTooLarge(res, mode, calls)) return;
    if (mode === 'banned') {
      sendJson(res, 403, { error: 'Too many request limits violations' });
      return;
    }
    if (options.requireKey || mode === 'forbidden') {
      if (call.apiKey && (call.apiKey !== FAKE_LIBRE_KEY || mode === 'forbidden')) {
        sendJson(res, 403, { error: 'Invalid API key' });
        return;
      }
      if (!call.apiKey) {
        sendJson(res, 400, { error: 'Visit https://portal.libretranslate.com to get an API key' });
        return;
      }
    }
    if (mode === 'rateLimited') {
      sendJson(res, 429, { error: 'Slowdown: 10 per 1 minute' }, { 'retry-after': '30' });
      return;
    }
    if (call.q.length === 0) {
      sendJson(res, 400, { error: 'Invalid request: missing q parameter' });
      return;
    }
    if (options.batchLimit !== undefined && call.q.length > options.batchLimit) {
      const error = `Invalid request: request (${call.q.length}) exceeds text limit (${options.batchLimit})`;
      sendJson(res, 400, { error });
      return;
    }
    const tooLong = call.q.find((text) => options.charLimit !== undefined && text.length > options.charLimit);
    if (tooLong !== undefined) {
      const error = `Invalid request: request (${tooLong.length}) exceeds text limit (${options.charLimit})`;
      sendJson(res, 400, { error });
      return;
    }
    for (const code of [call.source, call.target]) {
      if (!state.languages.includes(code)) {
        sendJson(res, 400, { error: `${code} is not supported` });
        return;
      }
    }
    if (mode === 'serverError') {
      sendJson(res, 500, { error: 'Cannot translate text: model failed' });
      return;
    }
    const translatedText = call.q.map((text) => {
      let translated = `[${call.target}] ${call.format === 'html' ? text.split(/\s+/).join(' ').trim() : text}`;
      if (call.format === 'html') translated = unescape(translated.replace(/<br>/g, '<br/>'));
      return damagePlaceholder(translated, mode, '$1</span>');
    });
    sendJson(res, 200, { translatedText });
  }

  return startFakeTranslationApi(state, {
    route,
    respond,
    sent: (call) => ({ source: call.source, texts: call.q }),
  });
}

function readCall(req: http.IncomingMessage, body: unknown): FakeLibreCall {
  const json =
    (req.headers['content-type'] ?? '').startsWith('application/json') && typeof body === 'object' && body
      ? (body as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : ''));
  const q = json.q;
  return {
    q: Array.isArray(q) ? q.map(String) : typeof q === 'string' ? [q] : [],
    source: String(json.source ?? ''),
    target: String(json.target ?? ''),
    format: typeof json.format === 'string' ? json.format : null,
    apiKey: typeof json.api_key === 'string' ? json.api_key : null,
  };
}

/** Python's html.unescape for the entities that matter here. */
function unescape(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}
