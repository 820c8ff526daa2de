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
import { sendJson } from './fake-image-server.ts';
import {
  damagePlaceholder,
  refusedByProxyAsTooLarge,
  startFakeTranslationApi,
  type FakeTranslationMode,
} from './fake-translation-api.ts';

export const FAKE_GOOGLE_KEY = 'AIzaFakeGoogleTranslateKey-0123456789';

export type FakeGoogleMode = FakeTranslationMode | 'userRateLimit' | 'dailyLimit';

export interface FakeGoogleCall {
  key: string | null;
  q: string[];
  source: string | null;
  target: string;
  format: string | null;
  bytes: number;
}

export async function startFakeGoogleTranslate() {
  const state = { mode: 'ok' as FakeGoogleMode };

  function route(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: unknown,
    url: URL,
  ): FakeGoogleCall | undefined {
    if (req.method !== 'POST' || url.pathname !== '/language/translate/v2') {
      googleError(res, 404, 'NOT_FOUND', 'notFound', 'Requested entity was not found.');
      return;
    }
    const json = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    return {
      key: url.searchParams.get('key'),
      q: Array.isArray(json.q) ? json.q.map(String) : typeof json.q === 'string' ? [json.q] : [],
      source: typeof json.source === 'string' ? json.source : null,
      target: typeof json.target === 'string' ? json.target : '',
      format: typeof json.format === 'string' ? json.format : null,
      bytes: Buffer.byteLength(JSON.stringify(body ?? '')),
    };
  }

  function respond(res: http.ServerResponse, call: FakeGoogleCall, calls: readonly FakeGoogleCall[]) {
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
    if (refusedByProxyAsTooLarge(res, mode, calls)) return;
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
      translated = damagePlaceholder(translated, mode, '<span translate="no">$1');
      return { translatedText: translated, ...(call.source ? {} : { detectedSourceLanguage: 'en' }) };
    });
    sendJson(res, 200, { data: { translations } });
  }

  return startFakeTranslationApi(state, {
    route,
    respond,
    sent: (call) => ({ source: call.source, texts: call.q }),
  });
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
