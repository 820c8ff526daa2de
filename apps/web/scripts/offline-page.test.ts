import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../src/i18n/languages.ts';
import { offlinePageHtml, offlinePageScript, type OfflineTexts } from './offline-page.ts';

const texts: Record<string, OfflineTexts> = Object.fromEntries(
  LANGUAGE_CODES.map((code) => {
    const common = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'public/locales', code, 'common.json'), 'utf8'),
    ) as { offline: OfflineTexts };
    return [code, common.offline];
  }),
);

/** Loads the offline page at `path` and runs its script, as the browser would. */
function openOfflinePage(path: string) {
  window.history.replaceState(null, '', path);
  const html = offlinePageHtml(texts.en!, '/offline.js');
  document.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>/, '').replace(/<\/html>\s*$/, '');
  new Function(offlinePageScript(texts))();
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    title: document.getElementById('offline-title')?.textContent,
    retry: document.getElementById('offline-retry')?.textContent,
  };
}

describe('offline page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('has the offline texts in every interface language, not English copies', () => {
    for (const code of LANGUAGE_CODES) {
      expect(texts[code]?.pageDescription, code).toBeTruthy();
      if (code !== 'en') expect(texts[code]?.pageDescription, code).not.toBe(texts.en?.pageDescription);
    }
  });

  it("speaks the URL's language, right to left for Arabic and Hebrew", () => {
    expect(openOfflinePage('/de/pricing')).toEqual({
      lang: 'de',
      dir: 'ltr',
      title: texts.de!.title,
      retry: texts.de!.retry,
    });
    expect(openOfflinePage('/he/login')).toMatchObject({ lang: 'he', dir: 'rtl', title: texts.he!.title });
    expect(openOfflinePage('/ar/')).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });

  it('falls back to the stored language on an unprefixed path, and escapes its HTML', () => {
    localStorage.setItem('language', 'ja');
    expect(openOfflinePage('/dashboard')).toMatchObject({ lang: 'ja', title: texts.ja!.title });
    expect(offlinePageHtml({ title: '<b>', pageDescription: '"x"', retry: '&' }, '/o.js')).toContain(
      '<h1 id="offline-title">&#60;b&#62;</h1>',
    );
  });
});
