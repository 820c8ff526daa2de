// What end-to-end tests read from the app's own locale files (so a test in Arabic asserts the Arabic the page
// shows), and screenshots attached to the report.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const RTL = new Set(['ar', 'he']);

export type Texts = (key: string, values?: Record<string, string | number>) => string;

/** A namespace's texts in a language (English where that language has no text yet), plurals included. */
export function texts(language: string, namespace: string): Texts {
  const file = (lng: string) =>
    path.join(import.meta.dirname, '..', 'public', 'locales', lng, `${namespace}.json`);
  const read = (lng: string): unknown =>
    existsSync(file(lng)) ? JSON.parse(readFileSync(file(lng), 'utf8')) : {};
  const [own, english] = [read(language), read('en')];
  const lookup = (tree: unknown, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  const plurals = new Intl.PluralRules(language);
  return (key, values = {}) => {
    const count = values.count;
    const find = (tree: unknown) =>
      (typeof count === 'number'
        ? (lookup(tree, `${key}_${count === 0 ? 'zero' : plurals.select(count)}`) ??
          lookup(tree, `${key}_${plurals.select(count)}`) ??
          lookup(tree, `${key}_other`))
        : undefined) ?? lookup(tree, key);
    const text = find(own) ?? find(english);
    if (typeof text !== 'string') throw new Error(`No text for ${namespace}:${key} in ${language}`);
    // As the app does (src/i18n/bidi-isolation.ts): in right-to-left languages an interpolated string is isolated.
    const isolate = (value: string | number) =>
      typeof value === 'string' && RTL.has(language) ? `\u2068${value}\u2069` : String(value);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => isolate(values[name] ?? ''));
  };
}

/** A full-page screenshot in the report; also written to $E2E_SCREENSHOTS/<name>.png when that is set. */
export async function attach(info: TestInfo, page: Page, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await info.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), body);
  }
}
