// What the loopback fakes of the machine-translation APIs (fake-deepl, fake-google-translate,
// fake-libretranslate) share: the behaviours each can be switched to, a server that records every translate
// request before answering it (or, in `hang` mode, never answering it), and the faults a mode puts into a
// placeholder's markup. How each provider words its answers stays in its own fake.
import type http from 'node:http';
import { startLoopbackServer } from './fake-image-server.ts';

/** Behaviours every translation fake has; each documents how its provider answers them, and may add its own. */
export type FakeTranslationMode =
  | 'ok'
  | 'rateLimited'
  | 'forbidden'
  | 'tooLarge'
  | 'tooLargeOnce'
  | 'serverError'
  | 'hang'
  | 'dropTag'
  | 'mangleTag';

/** A placeholder in the markup Google and LibreTranslate leave untranslated. */
const PLACEHOLDER_SPAN = /<span translate="no">(⟦\d+⟧)<\/span>/;

/** A recorded translate request in the same terms for every provider: its source language and its texts. */
export interface SentTranslation {
  source: string | null;
  texts: string[];
}

export interface FakeTranslationHandlers<Call> {
  /** Answers whatever is not a translate request (returning nothing), or reads a translate request. */
  route: (req: http.IncomingMessage, res: http.ServerResponse, body: unknown, url: URL) => Call | undefined;
  /** Answers a recorded translate request (never called in `hang` mode). */
  respond: (res: http.ServerResponse, call: Call, calls: readonly Call[]) => void;
  sent: (call: Call) => SentTranslation;
}

/** A fake on loopback that records every translate request as its provider's call before answering it. */
export async function startFakeTranslationApi<State extends { mode: string }, Call>(
  state: State,
  handlers: FakeTranslationHandlers<Call>,
) {
  const calls: Call[] = [];
  const server = await startLoopbackServer((req, res, body, url) => {
    const call = handlers.route(req, res, body, url);
    if (call === undefined) return;
    calls.push(call);
    if (state.mode !== 'hang') handlers.respond(res, call, calls);
  });
  return { ...server, baseUrl: server.origin, state, calls, sent: () => calls.map(handlers.sent) };
}

/** `tooLarge` refuses every request as too large, `tooLargeOnce` the first only (a split half gets through). */
export function tooLargeNow(mode: string, calls: readonly unknown[]): boolean {
  return mode === 'tooLarge' || (mode === 'tooLargeOnce' && calls.length === 1);
}

/** Answers 413 when tooLargeNow, as a proxy in front of the API does: in HTML, not the API's error shape. */
export function refusedByProxyAsTooLarge(
  res: http.ServerResponse,
  mode: string,
  calls: readonly unknown[],
): boolean {
  if (!tooLargeNow(mode, calls)) return false;
  res
    .writeHead(413, { 'content-type': 'text/html' })
    .end('<html><title>413 Request Entity Too Large</title></html>');
  return true;
}

/** `dropTag` removes the first placeholder's markup; `mangleTag` puts `mangled` there ($1: its capture). */
export function damagePlaceholder(
  text: string,
  mode: string,
  mangled: string,
  markup: RegExp = PLACEHOLDER_SPAN,
): string {
  if (mode === 'dropTag') return text.replace(markup, '');
  if (mode === 'mangleTag') return text.replace(markup, mangled);
  return text;
}
