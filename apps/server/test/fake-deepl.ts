// A fake of DeepL's API v2 on loopback, as deepl-node speaks it: `Authorization: DeepL-Auth-Key …`,
// POST /v2/translate with a form body (repeated `text`, target_lang, source_lang, tag_handling,
// tag_handling_version, ignore_tags, show_billed_characters) or JSON, answering
// { translations: [{ detected_source_language, text, billed_characters }] } with DeepL's error statuses
// (400, 403, 413, 429, 456, 5xx) and `{ message }` bodies; GET /v2/usage and /v2/languages too. It
// "translates" by prefixing each text with `[<target>] ` and keeps tags intact. With tag_handling=xml it
// parses strictly, as tag handling v2 does: raw `<` or a bare `&` is a 400. Requests past 50 texts or
// 128 KiB are refused the way DeepL documents its limits. Modes make it answer 429 (with Retry-After), 456,
// 403, 413 (always, or only the first request), 500, never answer, or drop or mangle a placeholder tag.
import type http from 'node:http';
import { sendJson } from './fake-image-server.ts';
import {
  damagePlaceholder,
  startFakeTranslationApi,
  tooLargeNow,
  type FakeTranslationMode,
} from './fake-translation-api.ts';

export const FAKE_DEEPL_KEY = 'fake-deepl-key-0b1c2d3e:fx';

export type FakeDeeplMode = FakeTranslationMode | 'quotaExceeded';

export interface FakeDeeplCall {
  targetLang: string;
  sourceLang: string | null;
  texts: string[];
  tagHandling: string | null;
  tagHandlingVersion: string | null;
  ignoreTags: string | null;
  /** Size of the request body on the wire. */
  bytes: number;
}

/** Targets without tag handling in DeepL's table (a few of them; the fake refuses tag_handling for these). */
const UNTAGGED_TARGETS = new Set(['HE', 'TH', 'VI', 'HI', 'TL', 'FR-CA', 'HR', 'SR', 'CA', 'SW']);
const PLACEHOLDER_TAG = /<x i="(\d+)"\/>/;

export async function startFakeDeepl() {
  const state = { mode: 'ok' as FakeDeeplMode, charactersUsed: 0 };

  function route(req: http.IncomingMessage, res: http.ServerResponse, body: unknown, url: URL) {
    if (req.headers.authorization !== `DeepL-Auth-Key ${FAKE_DEEPL_KEY}` || state.mode === 'forbidden') {
      sendJson(res, 403, { message: 'Authorization failure, check auth_key' });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v2/usage') {
      sendJson(res, 200, { character_count: state.charactersUsed, character_limit: 500_000 });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/v2/languages') {
      const target = url.searchParams.get('type') === 'target';
      sendJson(
        res,
        200,
        (target
          ? ['DE', 'EN-GB', 'EN-US', 'FR', 'PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT']
          : ['DE', 'EN', 'FR']
        ).map((language) => ({ language, name: language, supports_formality: false })),
      );
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/v2/translate') {
      sendJson(res, 404, { message: 'Not found' });
      return;
    }
    return readCall(req, body);
  }

  function respond(res: http.ServerResponse, call: FakeDeeplCall, calls: readonly FakeDeeplCall[]) {
    const mode = state.mode;
    if (mode === 'rateLimited') {
      sendJson(res, 429, { message: 'Too many requests' }, { 'retry-after': '7' });
      return;
    }
    if (mode === 'quotaExceeded') {
      sendJson(res, 456, { message: 'Quota exceeded' });
      return;
    }
    if (mode === 'serverError') {
      sendJson(res, 500, { message: 'Internal server error' });
      return;
    }
    if (call.bytes > 128 * 1024 || tooLargeNow(mode, calls)) {
      sendJson(res, 413, { message: 'Request Entity Too Large' });
      return;
    }
    if (call.texts.length === 0 || call.texts.length > 50) {
      sendJson(res, 400, { message: "Parameter 'text' must be given between 1 and 50 times." });
      return;
    }
    const xml = call.tagHandling === 'xml';
    if (xml && UNTAGGED_TARGETS.has(call.targetLang)) {
      sendJson(res, 400, { message: `Tag handling is not supported for target_lang ${call.targetLang}.` });
      return;
    }
    if (xml && call.texts.some((text) => !isStrictXml(text))) {
      sendJson(res, 400, { message: 'Tag handling v2: the text is not well-formed XML.' });
      return;
    }
    const translations = call.texts.map((text) => {
      const translated = damagePlaceholder(
        `[${call.targetLang.toLowerCase()}] ${text}`,
        mode,
        '<x i="$1">',
        PLACEHOLDER_TAG,
      );
      const billed = [...text.replace(/<[^>]*>/g, '')].length;
      state.charactersUsed += billed;
      return {
        detected_source_language: call.sourceLang ?? 'EN',
        text: translated,
        billed_characters: billed,
        ...(xml ? { tag_handling_version: call.tagHandlingVersion ?? 'v1' } : {}),
      };
    });
    sendJson(res, 200, { translations });
  }

  return startFakeTranslationApi(state, {
    route,
    respond,
    sent: (call) => ({ source: call.sourceLang, texts: call.texts }),
  });
}

function readCall(req: http.IncomingMessage, body: unknown): FakeDeeplCall {
  const raw = typeof body === 'string' ? body : JSON.stringify(body ?? {});
  const bytes = Buffer.byteLength(raw);
  if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
    const json = (body ?? {}) as Record<string, unknown>;
    return {
      targetLang: String(json.target_lang ?? '').toUpperCase(),
      sourceLang: typeof json.source_lang === 'string' ? json.source_lang.toUpperCase() : null,
      texts: Array.isArray(json.text) ? json.text.map(String) : [],
      tagHandling: typeof json.tag_handling === 'string' ? json.tag_handling : null,
      tagHandlingVersion: typeof json.tag_handling_version === 'string' ? json.tag_handling_version : null,
      ignoreTags: Array.isArray(json.ignore_tags) ? json.ignore_tags.join(',') : null,
      bytes,
    };
  }
  const form = new URLSearchParams(raw);
  return {
    targetLang: (form.get('target_lang') ?? '').toUpperCase(),
    sourceLang: form.get('source_lang')?.toUpperCase() ?? null,
    texts: form.getAll('text'),
    tagHandling: form.get('tag_handling'),
    tagHandlingVersion: form.get('tag_handling_version'),
    ignoreTags: form.get('ignore_tags'),
    bytes,
  };
}

/** Well-formed enough for the fake: only <x i="n"/> tags, and every `&` starts an entity. */
function isStrictXml(text: string): boolean {
  const withoutTags = text.replace(/<x i="\d+"\/>/g, '');
  if (/[<>]/.test(withoutTags)) return false;
  return !/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(withoutTags);
}
