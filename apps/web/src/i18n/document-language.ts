import { textDirection } from './languages.ts';

/** Mirrors the interface language on <html>: `lang` for screen readers and fonts, `dir` for RTL layout. */
export function applyDocumentLanguage(code: string): void {
  const root = document.documentElement;
  if (root.lang !== code) root.lang = code;
  const dir = textDirection(code);
  if (root.dir !== dir) root.dir = dir;
}
