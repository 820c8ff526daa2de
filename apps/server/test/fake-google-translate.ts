// A fake of Google Cloud Translation Basic (v2) on loopback, as @google-cloud/translate's v2 client speaks it with
// an API key: POST /language/translate/v2?key=… with JSON { q: string[], source?, target, format, model? },
// answering { data: { translations: [{ translatedText, detectedSourceLanguage? }] } } and errors in Google's
// shape { error: { code, message, errors: [{ message, domain, reason }], status } }. A wrong key is a 400
// "API key not valid" (as Google answers it); more than 128 texts or more than 100 KB is a 400. It
// "translates" by prefixing each text with `[<target>] `, keeps markup intact and, like Google with
// format=html, answers apostrophes and quotes in text as `&#39;` and `&quot;`. Modes: 429 with Retry-After,
// 403 userRateLimitExceeded / dailyLimitExceeded, 403 for a project without the API, 413 (always, or the
// first request only), 500, no answer, or a dropped or mangled placeholder span.
import type http from 'node:http';
import { sendJson, startLoopbackServer } from './fake-image-server.ts';

export const FAKE_GOOGLE_KEY = 'AIzaFakeGoogleTranslateKey-0123456789';

export type FakeGoogleMode =
  | 'ok'
  | 'rateLimited'
  | 'userRateLimit'
  | 'dailyLimit'
  | 'forbidden'
  | 'tooLarge'
  | 'tooLargeOnce'
  | 'serverError'
  | 'hang'
  | 'dropTag'
  | 'mangleTag';

export interface FakeGoogleCall {
  key: string | null;
  q: string[];
  source: string | null;
  target: string;
  format: string | null;
  bytes: number;
}

const SPAN = /<span translate="no">(⟦\d+⟧)<\/span>/;

export async function startFakeGoogleTranslate() {
  const state = { mode: 'ok' as FakeGoogleMode };
  const calls: FakeGoogleCall[] = [];
  const server = await startLoopbackServer((req, res, body, url) => {
    if (req.method !== 'POST' || url.pathname !== '/language/translate/v2') {
      googleError(res, 404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.');
      return;
    }
    const json = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const call: FakeGoogleCall = {
      key: url.searchParams.get('key'),
      q: Array.isArray(json.q) ? json.q.map(String) : typeof json.q === 'string' ? [json.q] : [],
      source: typeof json.source === 'string' ? json.source : null,
      target: typeof json.target === 'string' ? json.target : '',
      format: typeof json.format === 'string' ? json.format : null,
      bytes: Buffer.byteLength(JSON.stringify(body ?? '')),
    };
    calls.push(call);
    respond(res, call);
  });

  function respond(res: http.ServerResponse, call: FakeGoogleCall) {
    const mode = state.mode;
    if (call.key !== FAKE_GOOGLE_KEY) {
      googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'badRequest',
        'API key not valid. Please pass a valid API key.',
      );
      return;
    }
    if (mode === 'hang') return;
    if (mode === 'forbidden') {
      googleError(
        res,
        403,
        'PERMISSION_DENIED',
        'accessNotConfigured',
        'Cloud Translation API has not been used in project 123456789 before or it is disabled.',
      );
      return;
    }
    if (mode === 'rateLimited') {
      googleError(res, 429, 'RESOURCE_EXHAUSTED', 'rateLimitExceeded', 'Quota exceeded.', {
        'retry-after': '11',
      });
      return;
    }
    if (mode === 'userRateLimit') {
      googleError(res, 403, 'PERMISSION_DENIED', 'userRateLimitExceeded', 'User Rate Limit Exceeded');
      return;
    }
    if (mode === 'dailyLimit') {
      googleError(res, 403, 'PERMISSION_DENIED', 'dailyLimitExceeded', 'Daily Limit Exceeded');
      return;
    }
    if (mode === 'serverError') {
      googleError(res, 500, 'INTERNAL', 'backendError', 'Internal error encountered.');
      return;
    }
    if (mode === 'tooLarge' || (mode === 'tooLargeOnce' && calls.length === 1)) {
      res
        .writeHead(413, { 'content-type': 'text/html' })
        .end('<html><title>413 Request Entity Too Large</title></html>');
      return;
    }
    if (call.bytes > 100 * 1024) {
      googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'invalid',
        'Request payload size exceeds the limit: 102400 bytes.',
      );
      return;
    }
    if (call.q.length === 0 || call.q.length > 128) {
      googleError(res, 400, 'INVALID_ARGUMENT', 'invalid', 'Too many text segments');
      return;
    }
    if (!call.target) {
      googleError(res, 400, 'INVALID_ARGUMENT', 'invalid', 'Invalid Value');
      return;
    }
    const translations = call.q.map((text) => {
      let translated = `[${call.target}] ${text}`;
      if (call.format === 'html') translated = escapeQuotesInText(translated);
      if (mode === 'dropTag') translated = translated.replace(SPAN, '');
      if (mode === 'mangleTag') translated = translated.replace(SPAN, '<span translate="no">$1');
      return { translatedText: translated, ...(call.source ? {} : { detectedSourceLanguage: 'en' }) };
    });
    sendJson(res, 200, { data: { translations } });
  }

  return { ...server, baseUrl: server.origin, state, calls };
}

function googleError(
  res: http.ServerResponse,
  code: number,
  status: string,
  reason: string,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(
    res,
    code,
    { error: { code, message, errors: [{ message, domain: 'global', reason }], status } },
    headers,
  );
}

/** Google's html answers escape ' and " in text nodes; markup stays as it was. */
function escapeQuotesInText(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/'/g, '&#39;').replace(/"/g, '&quot;')))
    .join('');
}
