// Pseudo-localization, offered in sandbox mode only so the whole translation workflow can be tried with no
// provider: each text gets a visible language marker, accented letters and about 30 % more length (what real
// translations often add), placeholders untouched. It is not a translation and says so; its output can never
// be published to live Google (the publish path refuses it). Translating a pseudo text back undoes it
// exactly, which is what the back-translation shows.
import { isYoutubeLanguage } from '@vidcraft/contracts';
import {
  PLACEHOLDER,
  type TranslateRequest,
  type TranslateResult,
  type TranslationEngine,
} from './translation-engine.ts';

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};
const PLAIN = Object.fromEntries(Object.entries(ACCENTED).map(([plain, accented]) => [accented, plain]));
const PAD = '·';
const MARKER = /^⟪([A-Za-z0-9-]{2,8})⟫ /u;

/** The marker a pseudo text starts with, e.g. `⟪de⟫ `. */
export const pseudoMarker = (language: string) => `⟪${language}⟫ `;

function mapLetters(text: string, table: Record<string, string>): string {
  // Placeholders are left exactly as they are.
  return text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? `⟦${part}⟧` : [...part].map((ch) => table[ch] ?? ch).join('')))
    .join('');
}

export function pseudoLocalize(text: string, language: string): string {
  if (text.trim() === '') return text;
  const body = mapLetters(text, ACCENTED);
  const visible = body.replace(PLACEHOLDER, '').length;
  const padding = Math.max(1, Math.round(visible * 0.3) - pseudoMarker(language).length);
  return `${pseudoMarker(language)}${body} ${PAD.repeat(padding)}`;
}

/** Undoes pseudoLocalize (a text without the marker is returned as it is). */
export function pseudoRestore(text: string): string {
  if (!MARKER.test(text)) return text;
  return mapLetters(text.replace(MARKER, '').replace(new RegExp(` ${PAD}+$`, 'u'), ''), PLAIN);
}

export class PseudoEngine implements TranslationEngine {
  readonly id = 'pseudo' as const;
  readonly label = 'Pseudo-localization (sandbox)';
  readonly pseudo = true;

  supports(language: string): boolean {
    return isYoutubeLanguage(language);
  }

  estimate(input: { characters: number; segments: number; languages: number }) {
    return { calls: input.segments > 0 ? input.languages : 0, costUsd: 0 };
  }

  async translate(request: TranslateRequest, signal?: AbortSignal): Promise<TranslateResult> {
    signal?.throwIfAborted();
    const translations: Record<string, string[]> = {};
    let characters = 0;
    for (const language of request.targetLanguages) {
      translations[language] = request.segments.map((s) => {
        characters += s.text.length;
        // Back to the source: a pseudo text is undone; anything else is marked like any other language.
        return MARKER.test(s.text) ? pseudoRestore(s.text) : pseudoLocalize(s.text, language);
      });
    }
    return {
      translations,
      usage: {
        calls: request.segments.length > 0 ? request.targetLanguages.length : 0,
        characters,
        inputTokens: null,
        outputTokens: null,
        costUsd: 0,
      },
    };
  }
}
