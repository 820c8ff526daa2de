// Text put into a sentence (a video title, a channel name, a keyword) is isolated from it with U+2068 … U+2069
// in right-to-left languages, so "للفيديو “Churros en 30 segundos”" keeps its quotes and word order. Numbers
// and left-to-right languages are left alone. An i18next formatter module: with `alwaysFormat`, every
// interpolated value passes through `format`. The app uses no named formats ({{value, number}}).
import type { FormatterModule } from 'i18next';
import { textDirection } from './languages.ts';

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function isolateForDirection(value: unknown, language: string | undefined): unknown {
  if (typeof value !== 'string' || !language || textDirection(language) !== 'rtl') return value;
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

export const bidiIsolation: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Typed as string, but i18next hands over and takes back any value (a number stays a number here).
  format: (value, _format, language) => isolateForDirection(value, language) as string,
};
